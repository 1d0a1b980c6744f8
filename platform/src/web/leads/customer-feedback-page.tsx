import { type Metadata } from 'next';
import { requireSite } from '../frame/app-context';
import { leadPages, type PageQuery } from './lead-pages';
import { LeadFormPage } from './LeadFormPage';

// app/[site]/customer-feedback-survey/page.tsx of every template app (spec §2
// /customer-feedback-survey, where 'I had a bad experience' goes): the customer feedback form,
// whose lead reaches the dealer as every form's does.

type Params = Promise<{ site: string }>;

const page = 'customer-feedback-survey' as const;

export function customerFeedbackPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const site = await requireSite((await params).site);
      return {
        title: leadPages[page].title,
        description: `Tell ${site.name} what happened: a manager will contact you.`,
        robots: { index: false },
      };
    },
    async Page({ params, searchParams }: { params: Params; searchParams: Promise<PageQuery> }) {
      const site = await requireSite((await params).site);
      return <LeadFormPage site={site} page={page} query={await searchParams} />;
    },
  };
}
