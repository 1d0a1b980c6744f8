import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type Location } from '../../domain/entities';
import { slugOf } from '../../domain/slug';
import { preOwnedPath } from '../search/pre-owned-routes';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

const site = getSiteBySlug('southern-cross-motors') as Site;
const caravans = getSiteBySlug('sunshine-coast-caravans') as Site;

const car = (
  slug: string,
  carType: 'new' | 'used' | 'demo',
  make: string,
  model: string,
  day: number,
) => ({
  slug,
  carType,
  make,
  model,
  updatedAt: new Date(Date.UTC(2026, 10, day)),
});

const location = (id: number, name: string, visible = true) =>
  ({
    id,
    name,
    slug: slugOf(name),
    visible,
    primary: id === 1,
    locationType: 'sales',
  }) as unknown as Location;

const cars = [
  car('2021-toyota-rav4-gx-u1', 'used', 'Toyota', 'RAV4', 3),
  car('2024-mazda-cx-5-maxx-d2', 'demo', 'Mazda', 'CX-5', 9),
  car('2020-toyota-hilux-sr5-u3', 'used', 'Toyota', 'HiLux', 5),
];

describe('sitemapEntries (spec §2 /sitemap.xml)', () => {
  const entries = sitemapEntries(site, {
    cars,
    locations: [
      location(1, 'Southern Cross Dandenong - Sales'),
      location(2, 'Hidden Yard - Sales', false),
    ],
    contentPages: [{ path: '/privacy-policy' }, { path: '/about-us' }],
    offerPaths: ['/special-offers', '/offers/12'],
  });
  const paths = entries.map((e) => e.path);

  it('lists every car given, with its own lastmod', () => {
    const carEntries = entries.filter((e) => e.path.startsWith('/cars/'));
    expect(carEntries.map((e) => e.path)).toEqual([
      '/cars/2020-toyota-hilux-sr5-u3',
      '/cars/2021-toyota-rav4-gx-u1',
      '/cars/2024-mazda-cx-5-maxx-d2',
    ]);
    expect(carEntries[0]!.lastmod).toEqual(new Date(Date.UTC(2026, 10, 5)));
  });

  it('lists the search landing pages of the stock there is, dated by the newest car', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/search',
        '/search/demo-cars',
        '/search/used-cars',
        '/search/mazda',
        '/search/mazda/cx-5',
        '/search/toyota',
        '/search/toyota/hilux',
        '/search/toyota/rav4',
      ]),
    );
    expect(paths).not.toContain('/search/new-cars');
    expect(entries.find((e) => e.path === '/search')?.lastmod).toEqual(
      new Date(Date.UTC(2026, 10, 9)),
    );
  });

  it('lists the visible locations, content pages, offers and the pages the site offers', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/our-location',
        '/our-location/southern-cross-dandenong',
        '/contact',
        '/contact-us',
        '/privacy-policy',
        '/about-us',
        '/special-offers',
        '/offers/12',
        '/trade-in',
        '/sell-my-car',
        '/finance',
      ]),
    );
    expect(paths).not.toContain('/our-location/hidden-yard');
    expect(paths).not.toContain('/sell-your-car');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('speaks of caravans on a caravan site', () => {
    const caravan = sitemapEntries(caravans, {
      cars: [car('2023-jayco-journey-u9', 'used', 'Jayco', 'Journey', 1)],
      locations: [],
      contentPages: [],
    });
    expect(caravan.map((e) => e.path)).toContain('/search/used-caravans');
  });
});

describe('sitemapXml', () => {
  it('writes absolute addresses on the site’s domain, escaped, with lastmod', () => {
    const xml = sitemapXml('https://www.example.com.au', [
      { path: '/', lastmod: new Date('2026-11-20T01:02:03Z') },
      { path: '/search?make=A&model=B' },
    ]);
    expect(xml).toContain('<?xml version="1.0" encoding="UTF-8"?>');
    expect(xml).toContain(
      '<url><loc>https://www.example.com.au/</loc><lastmod>2026-11-20T01:02:03.000Z</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://www.example.com.au/search?make=A&amp;model=B</loc>');
  });
});

describe('robots.txt and the pre-owned address', () => {
  it('allows the site, keeps crawlers off the API and names the sitemap', () => {
    const robots = robotsTxt('https://www.example.com.au');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://www.example.com.au/sitemap.xml');
  });

  it('sends /pre-owned to the used stock, its query kept', () => {
    expect(preOwnedPath('Cars', '')).toBe('/search/used-cars');
    expect(preOwnedPath('Cars', '?certified=true')).toBe('/search/used-cars?certified=true');
    expect(preOwnedPath('Caravans', '')).toBe('/search/used-caravans');
  });
});
