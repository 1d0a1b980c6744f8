import { type Site } from '@dealer/site-config';
import { type HomeBlockId, profileOf } from '@dealer/template-profiles';
import { type Location } from '../../domain/entities';
import { tradeInPagePath } from '../../domain/trade-in';
import { quoteFilterValue } from '../../domain/site-search-rules';
import { type SearchBackend, STOCK_INDEX_UID } from '../../search';
import { SPIN_TO_WIN_PATH, spinToWinOf } from '../../domain/spin-to-win';
import { uncappedTotal } from '../../search/search-count';
import { financePageDefinitions } from '../finance/finance-pages';
import { leadPages } from '../leads/lead-pages';
import { type CardDocument, cardAttributes } from '../../search/address/search-config';
import { tradeInPageDefinitions, type TradeInPageName } from '../trade-in/trade-in-pages';
import { homeDataNeeds } from './home-blocks';
import { quickSearchHref } from './quick-search';

// What the home page's blocks show, fetched from the site's search and stock: one search for
// the whole stock's make, body and price facets (the hero's selects, the body tiles), one for the
// featured cars, the stock count and the locations; only what the page's blocks need.

const DAY_MS = 24 * 60 * 60 * 1000;
const IN_STOCK = 'status IN ["in_stock", "coming_soon"]';

/** spec §9 'Carousel 5-across when more than 4': two rows of moves on a desktop. */
export const FEATURED_LIMIT = 10;

/** The whole stock's counts the hero's selects and the body tiles show. */
export interface HomeStockFacets {
  total: number;
  makes: Record<string, number>;
  bodies: Record<string, number>;
  /** the cheapest and dearest price, when any car has one */
  price: { min: number; max: number } | null;
}

export async function homeStockFacets(
  backend: SearchBackend,
  site: Site,
  rules: readonly string[],
): Promise<HomeStockFacets> {
  const response = await backend.search(
    site,
    STOCK_INDEX_UID,
    { facets: ['make', 'body', 'price'], limit: 0 },
    rules,
  );
  const price = response.facetStats?.price;
  return {
    total: uncappedTotal(
      response.totalHits ?? response.estimatedTotalHits ?? 0,
      response.facetDistribution,
    ),
    makes: response.facetDistribution?.make ?? {},
    bodies: response.facetDistribution?.body ?? {},
    price: price ? { min: price.min, max: price.max } : null,
  };
}

/**
 * The featured carousel: the in-stock cars with the site's featured tag, or those that arrived
 * within the just-arrived window (spec §3 just_arrived_days), newest first.
 */
export function featuredFilter(site: Site, now: Date): string[] {
  const tag = site.home.featuredTag;
  if (tag) return [IN_STOCK, `tag = ${quoteFilterValue(tag)}`];
  const since = Math.floor((now.getTime() - site.content.justArrivedDays * DAY_MS) / 1000);
  return [IN_STOCK, `created_at_timestamp >= ${since}`];
}

const NEWEST_FIRST = 'created_at_timestamp:desc';

export interface FeaturedStockData {
  heading: string;
  cars: CardDocument[];
  /** the search page of them all */
  viewAllHref: string;
}

export async function featuredStock(
  backend: SearchBackend,
  site: Site,
  rules: readonly string[],
  now: Date,
): Promise<FeaturedStockData> {
  const noun = site.content.vehicleNoun;
  const search = (filter: string[]) =>
    backend
      .search(
        site,
        STOCK_INDEX_UID,
        {
          filter,
          sort: [NEWEST_FIRST],
          limit: FEATURED_LIMIT,
          attributesToRetrieve: cardAttributes,
        },
        rules,
      )
      .then((response) => response.hits as unknown as CardDocument[]);
  const tag = site.home.featuredTag;
  if (tag) {
    return {
      heading: `${tag} ${noun}`,
      cars: await search(featuredFilter(site, now)),
      viewAllHref: `/search?${new URLSearchParams({ tag })}`,
    };
  }
  const newest = `/search?${new URLSearchParams({ sortBy: NEWEST_FIRST })}`;
  const justArrived = await search(featuredFilter(site, now));
  if (justArrived.length > 0) {
    return { heading: 'Just Arrived', cars: justArrived, viewAllHref: newest };
  }
  // nothing arrived within the window: the newest stock, so the block is never empty
  return { heading: `Latest ${noun}`, cars: await search([IN_STOCK]), viewAllHref: newest };
}

/** The label of the body facet in the template's words: 'Body Type', or 'Type' for caravans. */
export function bodyLabelOf(site: Site): string {
  return (
    profileOf(site.template).search.facets.find((facet) => facet.attribute === 'body')?.label ??
    'Body Type'
  );
}

export interface BodyTypeTile {
  value: string;
  label: string;
  count: number;
  href: string;
  image: { src: string; width: number; height: number };
}

/** The body tiles: each body with its count, most stock first, to the search of that body. */
export function bodyTypeTiles(bodies: Readonly<Record<string, number>>): BodyTypeTile[] {
  return Object.entries(bodies)
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .map(([body, count]) => ({
      value: body,
      label: body,
      count,
      href: quickSearchHref({ body }),
      image: { src: `/media/body/${encodeURIComponent(body)}.svg`, width: 800, height: 600 },
    }));
}

/**
 * The reviews summary: the visible locations' ratings weighted by their review counts (until
 * reviews are stored on their own); null when none has a rating.
 */
export function reviewsSummary(
  locations: readonly Pick<Location, 'visible' | 'averageRating' | 'reviewCount'>[],
): { average: number; count: number } | null {
  let count = 0;
  let total = 0;
  for (const location of locations) {
    if (!location.visible || location.averageRating === null || location.reviewCount <= 0) continue;
    count += location.reviewCount;
    total += location.averageRating * location.reviewCount;
  }
  return count > 0 ? { average: total / count, count } : null;
}

export interface HomeCallToAction {
  id: 'finance' | 'trade-in' | 'service' | 'spin-to-win';
  title: string;
  description: string;
  label: string;
  href: string;
}

/** Finance, trade-in and service, each only where the site offers its page. */
export function homeCallsToAction(site: Site): HomeCallToAction[] {
  const calls: HomeCallToAction[] = [];
  const financePage = site.finance.pages[0];
  if (financePage) {
    const page = financePageDefinitions[financePage];
    calls.push({
      id: 'finance',
      title: 'Finance',
      description: page.intro,
      label: page.title,
      href: `/${financePage}`,
    });
  }
  const tradeInPath = tradeInPagePath(site);
  if (tradeInPath) {
    const page = tradeInPageDefinitions[tradeInPath.slice(1) as TradeInPageName];
    calls.push({
      id: 'trade-in',
      title: page.title,
      description: page.intro,
      label: page.title,
      href: tradeInPath,
    });
  }
  calls.push({
    id: 'service',
    title: leadPages.service.title,
    description: leadPages.service.intro,
    label: 'Book a Service',
    href: '/service',
  });
  // spec §2 /spin-to-win: the site's promotion, for signed-in shoppers
  const promotion = spinToWinOf(site);
  if (promotion) {
    calls.push({
      id: 'spin-to-win',
      title: promotion.title,
      description: promotion.intro,
      label: 'Spin to Win',
      href: SPIN_TO_WIN_PATH,
    });
  }
  return calls;
}

export interface HomeData {
  stockCount: number;
  facets: HomeStockFacets | null;
  featured: FeaturedStockData | null;
  locations: Location[] | null;
}

/** Everything the blocks need, asked in parallel; a hidden block's data is not asked. */
export async function loadHomeData(
  sources: {
    backend: () => Promise<SearchBackend>;
    countVisibleStock: (site: Site, now: Date) => Promise<number>;
    listLocations: (site: Site) => Promise<Location[]>;
  },
  site: Site,
  blocks: readonly HomeBlockId[],
  rules: readonly string[],
  now: Date,
): Promise<HomeData> {
  const needs = homeDataNeeds(blocks);
  const [stockCount, facets, featured, locations] = await Promise.all([
    sources.countVisibleStock(site, now),
    needs.facets ? sources.backend().then((b) => homeStockFacets(b, site, rules)) : null,
    needs.featured ? sources.backend().then((b) => featuredStock(b, site, rules, now)) : null,
    needs.locations ? sources.listLocations(site) : null,
  ]);
  return { stockCount, facets, featured, locations };
}
