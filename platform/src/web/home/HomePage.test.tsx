import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { type HomeBlockId } from '@dealer/template-profiles';
import { generateDemoData } from '../../demo';
import { EmbeddedSearch, rulesAt } from '../../search';
import { HomePageView } from './HomePage';
import { homeBlocksOf } from './home-blocks';
import { type HomeData, loadHomeData } from './home-data';

// The home page as the server renders it, from the demo stock: each block where the site's list
// puts it, the heading and stock count always.

const now = new Date('2026-11-22T00:00:00Z');
const slugs = ['southern-cross-motors', 'swan-valley-toyota', 'sunshine-coast-caravans'];
const data = new Map(
  slugs.map((slug) => [slug, generateDemoData(getSiteBySlug(slug)!, { now })] as const),
);
const backend = new EmbeddedSearch({
  listCars: async (s: Site) => data.get(s.slug)!.cars,
  listLocations: async (s: Site) => data.get(s.slug)!.locations,
});
const search = { host: '/api/search', indexUid: 'stock', apiKey: 'public-search' };

async function homeData(site: Site, blocks: readonly HomeBlockId[]): Promise<HomeData> {
  return loadHomeData(
    {
      backend: async () => backend,
      countVisibleStock: async () => 321,
      listLocations: async (s) => data.get(s.slug)!.locations,
    },
    site,
    blocks,
    rulesAt(site, now),
    now,
  );
}

async function renderHome(
  slug: string,
  blocks?: HomeBlockId[],
  offers?: string,
  site: Site = getSiteBySlug(slug)!,
) {
  const shown = blocks ?? homeBlocksOf(site);
  render(
    <HomePageView
      site={site}
      blocks={shown}
      data={await homeData(site, shown)}
      search={search}
      now={now}
      offers={offers ? <section aria-label={offers}>{offers}</section> : undefined}
    />,
  );
  return site;
}

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(cleanup);

describe('the home page', () => {
  it.each(slugs)('%s: the name, stock count and the way into search', async (slug) => {
    const site = await renderHome(slug);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(site.name);
    expect(screen.getByTestId('stock-count').textContent).toBe(
      `321 ${site.content.vehicleNoun.toLowerCase()} in stock`,
    );
    expect(screen.getByRole('link', { name: /^Search all 321/ }).getAttribute('href')).toBe(
      '/search',
    );
    expect(screen.getByRole('search', { name: 'Quick search' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Show Me [\d,]+\+? / }).getAttribute('href')).toBe(
      '/search',
    );
  });

  it('the generic demo site: its blocks in its order, the promotions under the hero', async () => {
    await renderHome('southern-cross-motors');
    expect(h2s()).toEqual([
      'End of Year Stocktake Sale',
      'Finance made simple',
      'Book your next service',
      'Just Arrived',
      'Shop by Body Type',
      'How we can help',
      'Customer Reviews',
      'Our Locations',
    ]);
    expect(screen.getByRole('list', { name: 'Our promise to you' })).toBeTruthy();
  });

  it('the caravan template: its bodies are Types', async () => {
    await renderHome('sunshine-coast-caravans');
    expect(h2s()).toContain('Shop by Type');
    const tiles = screen.getByRole('group', { name: 'Type' });
    const first = within(tiles).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toMatch(/^\/search\?body=/);
  });

  it('the site’s order, the offers block in its place', async () => {
    await renderHome(
      'swan-valley-toyota',
      ['reviews', 'offers', 'featured', 'hero'],
      'Special Offers',
    );
    const order = [
      ...document.querySelectorAll('h1, h2, section[aria-label="Special Offers"]'),
    ].map((el) => el.textContent);
    expect(order).toEqual([
      'Customer Reviews',
      'Special Offers',
      'Just Arrived',
      'Swan Valley Toyota',
    ]);
  });

  it('no offers given: the offers block is nothing', async () => {
    await renderHome('swan-valley-toyota', ['offers']);
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Swan Valley Toyota');
  });

  it('without the hero: the heading and the count still lead the page', async () => {
    await renderHome('southern-cross-motors', ['locations']);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Southern Cross Motor Group',
    );
    expect(screen.getByTestId('stock-count')).toBeTruthy();
    const cards = screen.getAllByRole('link', { name: /^View Details/ });
    expect(cards[0]!.getAttribute('href')).toMatch(/^\/locations\/[a-z0-9-]+$/);
  });

  it('the featured carousel: the first picture at once, the rest lazily', async () => {
    await renderHome('southern-cross-motors', ['featured']);
    const carousel = screen.getByRole('region', { name: 'Just Arrived' });
    const images = within(carousel).getAllByRole('img');
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(
      within(carousel).getByRole('link', { name: 'View all Just Arrived' }).getAttribute('href'),
    ).toBe('/search?sortBy=created_at_timestamp%3Adesc');
  });

  it('the promotions slider: its slides in order, each to a page the site offers', async () => {
    await renderHome('southern-cross-motors', ['promotions', 'featured']);
    const slider = screen.getByRole('region', { name: 'Promotions' });
    const slides = within(slider).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    expect(
      within(slider)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Shop the sale', '/search/used-cars'],
      ['Get a quote', '/finance'],
      ['Book a service', '/service'],
    ]);
    // the page's first block: its first picture at once, at the slider's size; the rest lazily
    const pictures = slider.querySelectorAll('img');
    expect([...pictures].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    expect([pictures[0]!.getAttribute('width'), pictures[0]!.getAttribute('height')]).toEqual([
      '1920',
      '540',
    ]);
  });

  it('the promotions slider under the hero: every picture lazily', async () => {
    await renderHome('southern-cross-motors', ['hero', 'promotions']);
    const slider = screen.getByRole('region', { name: 'Promotions' });
    const loading = [...slider.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['lazy', 'lazy', 'lazy']);
  });

  it.each(slugs)(
    '%s: the hero’s picture behind its words, the one picture asked for at once',
    async (slug) => {
      await renderHome(slug);
      const hero = document.querySelector('[data-slot="hero-search"]')!;
      const picture = hero.querySelector('img')!;
      expect(picture.getAttribute('src')).toMatch(/^\/media\/hero\/[a-z]+\.svg$/);
      expect(picture.getAttribute('alt')).toBe('');
      expect([picture.getAttribute('loading'), picture.getAttribute('fetchpriority')]).toEqual([
        'eager',
        'high',
      ]);
      // every other picture of the page (the promotions, the featured cards) loads lazily
      const others = [...document.querySelectorAll('img')].filter((img) => img !== picture);
      expect(others.length).toBeGreaterThan(0);
      expect(others.filter((img) => img.getAttribute('loading') !== 'lazy')).toEqual([]);
    },
  );

  it('a hero without a picture leaves the featured carousel’s first picture to load at once', async () => {
    const site = getSiteBySlug('southern-cross-motors')!;
    const plain = { ...site, home: { ...site.home, heroImage: null } };
    await renderHome(site.slug, ['hero', 'featured'], undefined, plain);
    expect(document.querySelector('[data-slot="hero-search"] img')).toBeNull();
    const carousel = screen.getByRole('region', { name: 'Just Arrived' });
    expect(within(carousel).getAllByRole('img')[0]!.getAttribute('loading')).toBe('eager');
  });

  it('a site without slides shows no slider', async () => {
    await renderHome('swan-valley-toyota', ['promotions']);
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
  });

  it('calls to action only to pages the site offers', async () => {
    await renderHome('southern-cross-motors', ['callsToAction']);
    const band = screen.getByRole('region', { name: 'How we can help' });
    expect(
      within(band)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/finance', '/trade-in', '/service']);
  });
});
