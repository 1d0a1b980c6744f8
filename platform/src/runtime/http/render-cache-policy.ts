import { type Site } from '@dealer/site-config';
import { type Car, type Location } from '../../domain/entities';
import {
  carChangesAt,
  nextDayStart,
  openingChangesAt,
  pageFollowsOpeningHours,
} from '../../domain/page-freshness';
import { vehicleFeedAt } from '../../domain/vehicle-feed-paths';
import { decodePathSegment } from '../../domain/path-segment';

// Which pages of a site are served from the render cache, under which key and tags, and until
// when. Kept: the home page, each search landing page (a /search path with no query: its first
// page), each vehicle page and its print page, all without query strings (a query opens a form
// or names a refinement: those render every time), and the site's listings feeds
// (/feeds/google-merchant.xml, /feeds/meta-catalogue.csv, /feeds/stock.json). A page's tags say
// what it shows:
//   stock:{site}         the site's stock as a whole (home count, search pages, feeds)
//   car:{site}:{car id}  one car (its vehicle and print pages)
// A stock write drops exactly the tags of the cars it touched on the sites that show them.

/** The longest a page is kept without a write or a time boundary (it also shows other cars). */
export const RENDER_CACHE_MAX_AGE_MS = 15 * 60_000;

/** How far ahead a vehicle page looks for its dealership opening or closing. */
const OPENING_HORIZON_MS = RENDER_CACHE_MAX_AGE_MS;

export const cacheTags = {
  stock: (site: string) => `stock:${site}`,
  car: (site: string, carId: number) => `car:${site}:${carId}`,
};

export type CachedPageKind =
  | { kind: 'home' }
  | { kind: 'search' }
  | { kind: 'vehicle'; slug: string }
  | { kind: 'print'; slug: string }
  | { kind: 'feed' };

/** The kind of a public path the cache keeps, or null (rendered every time). */
export function cachedPageKind(pathname: string, query: URLSearchParams): CachedPageKind | null {
  const names = [...query.keys()];
  if (pathname === '/' && names.length === 0) return { kind: 'home' };
  if (names.length === 0 && vehicleFeedAt(pathname)) return { kind: 'feed' };
  if ((pathname === '/search' || pathname.startsWith('/search/')) && names.length === 0) {
    if (pathname.endsWith('/')) return null;
    const segments = pathname.split('/').slice(2);
    return segments.every((segment) => decodePathSegment(segment) !== null)
      ? { kind: 'search' }
      : null;
  }
  const vehicle = /^\/cars\/([^/]+)$/.exec(pathname);
  if (vehicle && names.length === 0) {
    const slug = decodePathSegment(vehicle[1]!);
    return slug ? { kind: 'vehicle', slug } : null;
  }
  if (pathname === '/print' && names.length === 1 && names[0] === 'car_id') {
    const slug = query.get('car_id');
    return slug ? { kind: 'print', slug } : null;
  }
  return null;
}

export interface RenderCachePolicy {
  key: string;
  tags: string[];
  /** tags whose write makes the kept page stale rather than dropping it (other cars it shows) */
  softTags?: string[];
  /** epoch ms */
  validUntil: number;
}

export interface PolicySources {
  /** the earliest instant any of the site's stock shows differently by time alone */
  siteStockChangesAt(site: Site, now: Date): Promise<number>;
  /** the car the site shows under a slug, with its location; null when it shows none */
  vehicle(site: Site, slug: string, now: Date): Promise<{ car: Car; location: Location } | null>;
  /** the time zone the site's days are counted in */
  timeZone(site: Site): Promise<string>;
}

/**
 * The cache key, tags and lifetime of a public page of a site, or null when it is rendered for
 * each request (not a kept kind, or a car the site does not show: its 404 is not kept).
 */
export async function renderCachePolicy(
  sources: PolicySources,
  site: Site,
  pathname: string,
  query: URLSearchParams,
  now: Date,
): Promise<RenderCachePolicy | null> {
  const page = cachedPageKind(pathname, query);
  if (!page) return null;
  const [stockChanges, timeZone] = await Promise.all([
    sources.siteStockChangesAt(site, now),
    sources.timeZone(site),
  ]);
  let validUntil = Math.min(
    now.getTime() + RENDER_CACHE_MAX_AGE_MS,
    nextDayStart(timeZone, now),
    stockChanges,
  );
  const tags = [cacheTags.stock(site.slug)];
  if (page.kind === 'vehicle' || page.kind === 'print') {
    const shown = await sources.vehicle(site, page.slug, now);
    if (!shown) return null;
    // its own car's write drops it; a write to other cars (its similar cars) makes it stale
    tags.length = 0;
    tags.push(cacheTags.car(site.slug, shown.car.id));
    validUntil = Math.min(validUntil, carChangesAt(shown.car, site, now));
    if (page.kind === 'vehicle' && pageFollowsOpeningHours(site))
      validUntil = Math.min(validUntil, openingChangesAt(shown.location, now, OPENING_HORIZON_MS));
  }
  const softTags = tags.includes(cacheTags.stock(site.slug)) ? [] : [cacheTags.stock(site.slug)];
  return {
    key: renderCacheKey(site.slug, pathname, query),
    tags,
    ...(softTags.length > 0 ? { softTags } : {}),
    validUntil,
  };
}

/** The key a page of a site is kept under: the site and the address within it. */
export function renderCacheKey(site: string, pathname: string, query: URLSearchParams): string {
  return `${site}\n${pathname}${query.size > 0 ? `?${query.toString()}` : ''}`;
}

/** The tags a write to these cars drops, on each site of the app that shows their dealership. */
export function tagsOfStockChanges(
  sites: readonly Pick<Site, 'slug' | 'dealerships'>[],
  changes: readonly { dealershipId: number; carId: number }[],
): { sites: string[]; tags: string[] } {
  const touched = new Set<string>();
  const tags = new Set<string>();
  for (const change of changes) {
    for (const site of sites) {
      if (!site.dealerships.some((d) => d.id === change.dealershipId)) continue;
      touched.add(site.slug);
      tags.add(cacheTags.stock(site.slug));
      tags.add(cacheTags.car(site.slug, change.carId));
    }
  }
  return { sites: [...touched], tags: [...tags] };
}
