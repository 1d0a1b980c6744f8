import { type Metadata } from 'next';
import { requireSite } from '../app-context';
import { LeadFormPage } from '../sections/leads/LeadFormPage';
import { type LeadPageName, leadPages, type PageQuery } from '../leads/lead-pages';
import { SuccessPage } from '../sections/leads/SuccessPage';

// What the thin route files of every template export for the form pages and /success.

type Params = Promise<{ site: string }>;

export function leadPageRoute(page: LeadPageName) {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      await requireSite((await params).site);
      return { title: leadPages[page].title };
    },
    async Page({ params, searchParams }: { params: Params; searchParams: Promise<PageQuery> }) {
      const site = await requireSite((await params).site);
      return <LeadFormPage site={site} page={page} query={await searchParams} />;
    },
  };
}

export function successPageRoute() {
  return {
    metadata: { title: 'Thank You', robots: { index: false } } satisfies Metadata,
    async Page({ params }: { params: Params }) {
      return <SuccessPage site={await requireSite((await params).site)} />;
    },
  };
}
