import { findByLegacySlug, slugOf } from '../../domain/slug';
import { quoteFilterValue } from '../../domain/site-search-rules';
import { decodePathSegment } from '../../domain/path-segment';

// spec §2 search routes: /search, /search/used-cars, /search/{cartype}-cars,
// /search/new-and-demo-cars, /search/new-used-and-demo-cars, /search/{make},
// /search/{make}/{model}, /search/{location or dealer slug}; caravans use -caravans.

export interface SearchPathContext {
  makes: readonly string[];
  models: ReadonlyMap<string, readonly string[]>; // make -> models
  /** `name` as the heading says it; `fullName` the stored name its slug was made from */
  locations: readonly { slug: string; name: string; fullName?: string }[];
  dealerships: readonly { slug: string; name: string }[];
  vehicleNoun: string; // 'Cars' or 'Caravans'
}

export interface SearchPath {
  /** the fixed filter the path stands for (ANDed with the shopper's refinements) */
  filter: string | null;
  heading: string;
  /** canonical path, e.g. /search/toyota/rav4 */
  path: string;
  /** the car types the path stands for, when it names some */
  carTypes?: readonly string[];
}

const typeSets: Record<string, readonly string[]> = {
  used: ['used'],
  new: ['new'],
  demo: ['demo'],
  'new-and-demo': ['new', 'demo'],
  'new-used-and-demo': ['new', 'used', 'demo'],
};

const typeHeading: Record<string, string> = {
  used: 'Used',
  new: 'New',
  demo: 'Demo',
  'new-and-demo': 'New and Demo',
  'new-used-and-demo': 'New, Used and Demo',
};

/** What a /search/... path means, or null when it names nothing the site has (a 404). */
export function resolveSearchPath(
  segments: readonly string[],
  ctx: SearchPathContext,
): SearchPath | null {
  const noun = ctx.vehicleNoun;
  const nounSlug = noun.toLowerCase();
  if (segments.length === 0) return { filter: null, heading: `Search ${noun}`, path: '/search' };
  const decoded = segments.map(decodePathSegment);
  if (decoded.some((s) => s === null)) return null;
  const [first, second, ...rest] = (decoded as string[]).map((s) => s.toLowerCase());
  if (rest.length > 0 || !first) return null;
  if (second === undefined) {
    const typed = new RegExp(`^(.+)-${nounSlug}$`).exec(first) ?? /^(.+)-cars$/.exec(first);
    const types = typed ? typeSets[typed[1]!] : undefined;
    if (typed && types) {
      return {
        filter: `car_type IN [${types.map(quoteFilterValue).join(', ')}]`,
        heading: `${typeHeading[typed[1]!]} ${noun}`,
        path: `/search/${first}`,
        carTypes: types,
      };
    }
    const location = ctx.locations.find((l) => l.slug === first);
    if (location) {
      return {
        filter: `location_slug = ${quoteFilterValue(location.slug)}`,
        heading: `${noun} at ${location.name}`,
        path: `/search/${first}`,
      };
    }
    const dealership = ctx.dealerships.find((d) => d.slug === first);
    if (dealership) {
      return {
        filter: `dealership_slug = ${quoteFilterValue(dealership.slug)}`,
        heading: `${noun} at ${dealership.name}`,
        path: `/search/${first}`,
      };
    }
  }
  const make = ctx.makes.find((m) => slugOf(m) === first);
  if (!make) return null;
  if (second === undefined) {
    return {
      filter: `make = ${quoteFilterValue(make)}`,
      heading: `${make} ${noun}`,
      path: `/search/${slugOf(make)}`,
    };
  }
  const model = (ctx.models.get(make) ?? []).find((m) => slugOf(m) === second);
  if (!model) return null;
  return {
    filter: `make = ${quoteFilterValue(make)} AND model = ${quoteFilterValue(model)}`,
    heading: `${make} ${model} ${noun}`,
    path: `/search/${slugOf(make)}/${slugOf(model)}`,
  };
}

/**
 * Where a /search/... path that names a make, model or location by an old form of its slug
 * ('citroe-n' or 'citro-n' for Citroën, see legacySlugForms) is now, for a permanent redirect;
 * null for a path that resolves as it is or names nothing, old or new.
 */
export function movedSearchPath(
  segments: readonly string[],
  ctx: SearchPathContext,
): string | null {
  if (segments.length === 0 || segments.length > 2) return null;
  if (resolveSearchPath(segments, ctx)) return null;
  const decoded = segments.map(decodePathSegment);
  if (decoded.some((s) => s === null)) return null;
  const [first, second] = (decoded as string[]).map((s) => s.toLowerCase()) as [string, string?];
  if (second === undefined) {
    const location = findByLegacySlug(
      ctx.locations,
      first,
      (l) => l.fullName ?? l.name,
      (l) => l.slug,
    );
    if (location) return `/search/${location.slug}`;
  }
  const make =
    ctx.makes.find((m) => slugOf(m) === first) ?? findByLegacySlug(ctx.makes, first, (m) => m);
  if (!make) return null;
  if (second === undefined) return `/search/${slugOf(make)}`;
  const models = ctx.models.get(make) ?? [];
  const model =
    models.find((m) => slugOf(m) === second) ?? findByLegacySlug(models, second, (m) => m);
  return model ? `/search/${slugOf(make)}/${slugOf(model)}` : null;
}
