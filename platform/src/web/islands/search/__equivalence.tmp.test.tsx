// TEMPORARY: old vs new render comparison; deleted after the check.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { cleanup, render, waitFor, fireEvent } from '@testing-library/react';
import { siteSchema, demoSites } from '@dealer/site-config';
import { generateDemoData } from '../../../demo';
import { stockDocument } from '../../../search/documents';
import { cardOptions, searchFacets, searchSorts, type CardDocument } from '../../search/search-config';
import { parseSearchParams } from '../../search/search-state';

let docs: CardDocument[] = [];
vi.mock('@meilisearch/instant-meilisearch', () => ({
  instantMeiliSearch: () => ({
    searchClient: {
      search: async (requests: { indexName: string; params?: { page?: number; hitsPerPage?: number; facets?: string[] } }[]) => ({
        results: requests.map((r) => {
          const per = r.params?.hitsPerPage ?? 12;
          const page = r.params?.page ?? 0;
          const facets: Record<string, Record<string, number>> = {};
          const stats: Record<string, { min: number; max: number; avg: number; sum: number }> = {};
          for (const f of ['make', 'model', 'body', 'car_type', 'fuel', 'transmission', 'seats', 'price', 'km', 'year', 'certified']) {
            facets[f] = {};
            for (const d of docs) {
              const v = (d as unknown as Record<string, unknown>)[f];
              if (v === null || v === undefined) continue;
              facets[f]![String(v)] = (facets[f]![String(v)] ?? 0) + 1;
            }
            const nums = docs.map((d) => (d as unknown as Record<string, unknown>)[f]).filter((v): v is number => typeof v === 'number');
            if (nums.length) stats[f] = { min: Math.min(...nums), max: Math.max(...nums), avg: 1, sum: 1 };
          }
          return {
            index: r.indexName,
            hits: docs.slice(page * per, page * per + per),
            nbHits: docs.length,
            page,
            nbPages: Math.ceil(docs.length / per),
            hitsPerPage: per,
            facets,
            facets_stats: stats,
            processingTimeMS: 1,
            query: '',
            params: '',
            exhaustiveNbHits: true,
          };
        }),
      }),
    },
  }),
}));

import { StockSearch as NewSearch } from './StockSearch';
import { StockSearch as OldSearch } from './__StockSearchOld';

const norm = (html: string) => {
  const ids = new Map<string, string>();
  return html.replace(/(«[^»]+»|_r_[0-9a-z]+_|:r[0-9a-z]+:|radix-[^"]+)/g, (m) => {
    if (!ids.has(m)) ids.set(m, `ID${ids.size}`);
    return ids.get(m)!;
  });
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('old and new StockSearch render the same', () => {
  for (const input of demoSites) {
    const site = siteSchema.parse(input);
    const now = new Date('2026-11-20T02:00:00Z');
    const data = generateDemoData(site, { now });
    const dealership = site.dealerships[0]!;
    const allDocs = data.cars.slice(0, 40).map((car) => {
      const location = data.locations.find((l) => l.id === car.locationId) ?? data.locations[0]!;
      return stockDocument(car, { dealership, location }) as unknown as CardDocument;
    });
    const facets = searchFacets(site);
    const sorts = searchSorts(site);
    for (const [label, query] of [['plain', ''], ['refined', 'page=2&q=corolla']] as const) {
      const props = {
        host: '/api/search',
        indexUid: 'stock',
        apiKey: 'key',
        basePath: '/search',
        baseFilter: 'site = 1',
        facets,
        sorts,
        defaultSort: site.search.defaultSort,
        hitsPerPage: 12,
        priceAscendingExcludesZero: true,
        vehicleNoun: site.content.vehicleNoun,
        cardOptions: { ...cardOptions(site), compare: true },
        promoCards: [
          {
            id: 'p1',
            title: 'Promo',
            description: 'Desc',
            href: '/p',
            imageUrl: null,
            start: '2026-01-01',
            expiry: '2027-01-01',
            positions: [2, 5],
            carTypes: ['new', 'used', 'demo'] as ('new' | 'used' | 'demo')[],
          },
        ],
        today: '2026-11-20',
        pathCarTypes: label === 'plain' ? null : ['used'],
        siteSlug: site.slug,
        heading: 'Cars for sale',
        popularMakes: ['Toyota', 'Mazda'],
        visibleMakes: 7,
        makeModels: { Toyota: ['Corolla', 'RAV4'] },
        initialState: parseSearchParams(new URLSearchParams(query), facets, sorts),
        initial: { hits: allDocs.slice(0, 12), total: allDocs.length, page: 1, totalPages: 4 },
        now: now.toISOString(),
      };
      it(`${site.slug} ${label}: server render`, () => {
        const a = renderToString(<OldSearch {...props} />);
        const b = renderToString(<NewSearch {...props} />);
        expect(a.length).toBeGreaterThan(1000);
        expect(b).toBe(a);
      });
      it(`${site.slug} ${label}: client render after search`, async () => {
        docs = allDocs;
        const htmls: string[] = [];
        for (const Search of [OldSearch, NewSearch]) {
          window.history.replaceState(null, '', `/search${query ? `?${query}` : ''}`);
          const { container, unmount } = render(<Search {...props} />);
          await waitFor(() => expect(container.querySelector('form')).not.toBeNull());
          await new Promise((r) => setTimeout(r, 300));
          const first = norm(container.innerHTML);
          // a page change through the pagination
          const next = container.querySelector('a[rel="next"], nav[aria-label*="agination"] a');
          if (next) fireEvent.click(next);
          await new Promise((r) => setTimeout(r, 300));
          htmls.push(first + '\n----\n' + norm(container.innerHTML));
          unmount();
          localStorage.clear();
        }
        expect(htmls[0]!.length).toBeGreaterThan(2000);
        expect(htmls[0]).toContain('result-count');
        expect(htmls[1]).toBe(htmls[0]);
      });
    }
  }
});
