import { type Metadata } from 'next';
import { requireSite } from '../frame/app-context';
import { type PageQuery } from '../leads/lead-pages';
import { TradeInPage } from './TradeInPage';
import { CAR_TRADE_IN_PAGE, type TradeInPageName, tradeInPageDefinitions } from './trade-in-pages';

// app/[site]/{trade-in page}/page.tsx and app/[site]/cars/trade-in/page.tsx of every template
// app (spec §2 trade-in routes).

type Params = Promise<{ site: string }>;

/** A trade-in page of the site, or 'car' for /cars/trade-in?car_id={id}. */
export function tradeInPageRoute(page: TradeInPageName | 'car') {
  const title = page === 'car' ? CAR_TRADE_IN_PAGE.title : tradeInPageDefinitions[page].title;
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      await requireSite((await params).site);
      return { title };
    },
    async Page({ params, searchParams }: { params: Params; searchParams: Promise<PageQuery> }) {
      const site = await requireSite((await params).site);
      return <TradeInPage site={site} page={page} query={await searchParams} />;
    },
  };
}
