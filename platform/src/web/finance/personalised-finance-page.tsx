import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireShopper } from '../accounts/require-shopper';
import { requireSite } from '../frame/app-context';
import { type PageQuery } from '../leads/lead-pages';
import {
  hasPersonalisedFinance,
  PERSONALISED_FINANCE,
  PERSONALISED_FINANCE_PATH,
  personalisedFinanceDefinition,
} from './finance-pages';
import { FinancePage } from './FinancePage';

// app/[site]/personalised/finance/page.tsx of every template app (spec §2): one car's finance for
// a signed-in shopper, on the sites that gate it; a visitor is sent to sign in and comes back to
// the same car. Elsewhere, and for an unknown car, the site's 404.

type Params = Promise<{ site: string }>;

export function personalisedFinancePageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const site = await requireSite((await params).site);
      if (!hasPersonalisedFinance(site)) return { title: 'Page not found' };
      return { title: personalisedFinanceDefinition.title, robots: { index: false } };
    },
    async Page({ params, searchParams }: { params: Params; searchParams: Promise<PageQuery> }) {
      const site = await requireSite((await params).site);
      if (!hasPersonalisedFinance(site)) notFound();
      const query = await searchParams;
      const shopper = await requireShopper(site, PERSONALISED_FINANCE_PATH, query);
      if (!shopper) notFound();
      return (
        <FinancePage site={site} page={PERSONALISED_FINANCE} query={query} shopper={shopper} />
      );
    },
  };
}
