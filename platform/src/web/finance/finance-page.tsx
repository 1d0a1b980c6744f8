import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireShopper } from '../accounts/require-shopper';
import { requireSite } from '../frame/app-context';
import { financePageDefinitions, type FinancePageName } from './finance-pages';
import { type PageQuery } from '../leads/lead-pages';
import { FinancePage } from './FinancePage';

// app/[site]/{finance page}/page.tsx of every template app (spec §2 finance routes).

type Params = Promise<{ site: string }>;

export function financePageRoute(page: FinancePageName) {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      await requireSite((await params).site);
      return { title: financePageDefinitions[page].title };
    },
    async Page({ params, searchParams }: { params: Params; searchParams: Promise<PageQuery> }) {
      const site = await requireSite((await params).site);
      if (!site.finance.pages.includes(page)) notFound();
      const query = await searchParams;
      // spec §2 gated routes: /finance and the credit-check page where the site gates them
      await requireShopper(site, `/${page}`, query);
      return <FinancePage site={site} page={page} query={query} />;
    },
  };
}
