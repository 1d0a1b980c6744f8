import { type Site } from '@dealer/site-config';
import { type Car, type Location } from '../../domain/entities';
import { placesOf } from '../../domain/locations';
import { slugOf } from '../../domain/slug';
import { tradeInPagePath } from '../../domain/trade-in';
import { escapeXml } from '../../domain/xml';
import { type ContentPage } from '../content/content-pages';
import { leadPages } from '../leads/lead-pages';

// spec §2 /sitemap.xml and /robots.txt of each site: every car the site shows, its search
// landing pages, content pages, locations, offers and form pages, as absolute addresses on the
// site's own domain; lastmod from the data where it has a date.

export interface SitemapEntry {
  /** the path on the site, e.g. '/cars/2021-toyota-rav4-gx-u1234' */
  path: string;
  /** when what the page shows last changed */
  lastmod?: Date | null;
}

export interface SitemapSources {
  cars: readonly Pick<Car, 'slug' | 'updatedAt' | 'carType' | 'make' | 'model'>[];
  locations: readonly Location[];
  contentPages: readonly Pick<ContentPage, 'path'>[];
  /** the paths of the site's offers, and the offers page when it has any */
  offerPaths?: readonly string[];
}

const typeOrder = ['new', 'demo', 'used'] as const;

/** The site's pages for its sitemap, each once, in a stable order. */
export function sitemapEntries(
  site: Pick<Site, 'finance' | 'tradeIn' | 'features' | 'content'>,
  sources: SitemapSources,
): SitemapEntry[] {
  const noun = site.content.vehicleNoun.toLowerCase();
  const newest = sources.cars.reduce<Date | null>(
    (latest, car) => (!latest || car.updatedAt > latest ? car.updatedAt : latest),
    null,
  );
  const types = typeOrder.filter((type) => sources.cars.some((car) => car.carType === type));
  const makes = new Map<string, Set<string>>();
  for (const car of sources.cars) {
    makes.set(car.make, (makes.get(car.make) ?? new Set()).add(car.model));
  }
  const tradeIn = tradeInPagePath(site);
  const entries: SitemapEntry[] = [
    { path: '/', lastmod: newest },
    { path: '/search', lastmod: newest },
    ...types.map((type) => ({ path: `/search/${type}-${noun}`, lastmod: newest })),
    ...[...makes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([make, models]) => [
        { path: `/search/${slugOf(make)}`, lastmod: newest },
        ...[...models].sort().map((model) => ({
          path: `/search/${slugOf(make)}/${slugOf(model)}`,
          lastmod: newest,
        })),
      ]),
    ...[...sources.cars]
      .sort((a, b) => a.slug.localeCompare(b.slug))
      .map((car) => ({ path: `/cars/${encodeURIComponent(car.slug)}`, lastmod: car.updatedAt })),
    { path: '/our-location' },
    ...placesOf(sources.locations.filter((l) => l.visible)).map((place) => ({
      path: `/our-location/${place.slug}`,
    })),
    { path: '/contact' },
    ...Object.keys(leadPages).map((page) => ({ path: `/${page}` })),
    ...site.finance.pages.map((page) => ({ path: `/${page}` })),
    ...(tradeIn ? site.tradeIn.pages.map((page) => ({ path: `/${page}` })) : []),
    ...(sources.offerPaths ?? []).map((path) => ({ path })),
    ...sources.contentPages.map((page) => ({ path: page.path })),
  ];
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}

/** The sitemap document (sitemaps.org 0.9) of the entries on the site's address. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = escapeXml(new URL(entry.path, siteUrl).toString());
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${loc}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The site's robots.txt: everything but the API may be crawled, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /print',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}`,
    '',
  ].join('\n');
}
