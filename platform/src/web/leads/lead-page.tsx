import { type Metadata } from 'next';
import { requireSite } from '../frame/app-context';
import { LeadFormPage } from './LeadFormPage';
import { type LeadPageName, leadPages, type PageQuery } from './lead-pages';

// app/[site]/{form page}/page.tsx of every template app: the form pages (spec §2).

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
