import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { generateDemoData } from '../demo';
import { siteStockDocuments } from './embedded';
import {
  createMeilisearchClient,
  createMeilisearchSearchClient,
  meilisearchConfigFromEnv,
  meilisearchSearchBackend,
  meilisearchStockPusherFromEnv,
  pushStockChangesToMeilisearch,
  pushStockToMeilisearch,
  removedStockFilter,
  siteTenantToken,
  staleStockFilter,
  tenantSearchRules,
} from './meilisearch-adapter';
import { type StockDocument } from '../domain/stock-document';
import { compileFilter, type SearchDocument } from '../domain/filter-evaluation';
import { parseFilter } from '../domain/filter-expression';
import { stockIndexSettings } from './settings';
import { siteSearchRules } from '../domain/site-search-rules';

const now = new Date('2026-11-22T00:00:00Z');
const site = getSiteBySlug('harbour-city-cars') as Site;
const config = {
  host: 'http://meilisearch.internal:7700',
  adminKey: 'admin-key',
  searchKey: 'search-key-that-signs-tokens',
  searchKeyUid: '6062abda-a5aa-4414-ac91-ecd7944c0f8d',
  indexUid: 'stock',
};

/**
 * A recorded Meilisearch: each HTTP call is kept with what a shopper of the site could search
 * right after it (the stored documents that the site's tenant rules let through). Writes are
 * applied in the order they are sent, as Meilisearch runs an index's tasks one at a time.
 */
function fakeMeilisearch(stored: readonly StockDocument[] = [], failing?: string) {
  const calls: { method: string; path: string; body: unknown; visible: number }[] = [];
  const documents = new Map<number, SearchDocument>(stored.map((d) => [d.id, { ...d }]));
  const visibleToShoppers = compileFilter(parseFilter(siteSearchRules(site, now)));
  const failed = new Set<number>();
  let task = 0;
  const write = (method: string, path: string, body: unknown) => {
    if (method === 'POST' && path.startsWith('/indexes/stock/documents?')) {
      for (const doc of body as SearchDocument[]) documents.set(doc.id as number, doc);
    } else if (method === 'POST' && path === '/indexes/stock/documents/delete') {
      const matches = compileFilter(parseFilter((body as { filter: unknown }).filter));
      for (const [id, doc] of documents) if (matches(doc)) documents.delete(id);
    } else if (method === 'POST' && path === '/indexes/stock/documents/delete-batch') {
      for (const id of body as number[]) documents.delete(id);
    } else if (method === 'DELETE' && path === '/indexes/stock/documents') {
      documents.clear();
    }
  };
  const httpClient = async (
    input: Parameters<typeof fetch>[0],
    init?: Parameters<typeof fetch>[1],
  ) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname + url.search;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    const isTask = url.pathname.startsWith('/tasks/');
    if (!isTask) {
      task += 1;
      if (failing && path.startsWith(failing)) failed.add(task);
      else write(method, path, body);
    }
    const visible = [...documents.values()].filter(visibleToShoppers).length;
    calls.push({ method, path, body, visible });
    if (isTask) {
      const uid = Number(url.pathname.split('/')[2]);
      return {
        uid,
        status: failed.has(uid) ? 'failed' : 'succeeded',
        error: failed.has(uid) ? { message: 'The document is invalid.' } : null,
        type: 'x',
        indexUid: 'stock',
        enqueuedAt: now.toISOString(),
      };
    }
    return {
      taskUid: task,
      indexUid: 'stock',
      status: 'enqueued',
      type: 'x',
      enqueuedAt: now.toISOString(),
    };
  };
  return { calls, documents, httpClient, client: createMeilisearchClient(config, httpClient) };
}

function decode(token: string) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  return {
    header,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
    signature,
  };
}

describe('Meilisearch production adapter', () => {
  const host = 'http://m:7700';
  it.each<[string, Record<string, string>, object | null | RegExp]>([
    ['nothing set: the embedded engine', {}, null],
    ['a host without keys', { MEILISEARCH_HOST: host }, /MEILISEARCH_SEARCH_KEY/],
    [
      'a search key without its uid',
      { MEILISEARCH_HOST: host, MEILISEARCH_SEARCH_KEY: 's' },
      /MEILISEARCH_SEARCH_KEY_UID/,
    ],
    [
      'only an admin key (the search key is what the apps use)',
      { MEILISEARCH_HOST: host, MEILISEARCH_ADMIN_KEY: 'a' },
      /MEILISEARCH_SEARCH_KEY/,
    ],
    [
      'an app server: the search-only key and its uid',
      { MEILISEARCH_HOST: host, MEILISEARCH_SEARCH_KEY: 's', MEILISEARCH_SEARCH_KEY_UID: 'u' },
      { host, adminKey: null, searchKey: 's', searchKeyUid: 'u', indexUid: 'stock' },
    ],
    [
      'the sync command (and an older app environment): all three keys',
      {
        MEILISEARCH_HOST: host,
        MEILISEARCH_ADMIN_KEY: 'a',
        MEILISEARCH_SEARCH_KEY: 's',
        MEILISEARCH_SEARCH_KEY_UID: 'u',
        MEILISEARCH_INDEX_UID: 'cars',
      },
      { host, adminKey: 'a', searchKey: 's', searchKeyUid: 'u', indexUid: 'cars' },
    ],
  ])('configuration: %s', (_name, env, expected) => {
    if (expected instanceof RegExp) expect(() => meilisearchConfigFromEnv(env)).toThrow(expected);
    else expect(meilisearchConfigFromEnv(env)).toEqual(expected);
  });

  it('searches from the app server with the search-only key, never the admin key', async () => {
    const keys: (string | null)[] = [];
    const httpClient = async (
      _input: Parameters<typeof fetch>[0],
      init?: Parameters<typeof fetch>[1],
    ) => {
      keys.push(new Headers(init?.headers).get('authorization'));
      return { hits: [], facetHits: [], query: '', processingTimeMs: 1, estimatedTotalHits: 0 };
    };
    const backend = meilisearchSearchBackend(config, httpClient);
    await backend.search(site, 'stock', { q: 'rav4' }, ['dealership_id IN [1]']);
    await backend.facetSearch(site, 'stock', { facetName: 'make' }, ['dealership_id IN [1]']);
    expect(keys).toEqual([
      'Bearer search-key-that-signs-tokens',
      'Bearer search-key-that-signs-tokens',
    ]);
  });

  it('writes the index only with the admin key', () => {
    const searchOnly = { ...config, adminKey: null };
    expect(() => createMeilisearchClient(searchOnly)).toThrow(/MEILISEARCH_ADMIN_KEY/);
    expect(createMeilisearchClient(config).config.apiKey).toBe('admin-key');
    expect(createMeilisearchSearchClient(config).config.apiKey).toBe(config.searchKey);
  });

  async function demoDocuments() {
    const data = generateDemoData(site, { now });
    return siteStockDocuments(
      { listCars: async () => data.cars, listLocations: async () => data.locations },
      site,
    );
  }

  /** The index as the previous sync left it: this site's older stock and another site's car. */
  function previousIndex(documents: readonly StockDocument[]) {
    const [first, ...rest] = documents as [StockDocument, ...StockDocument[]];
    const sold = { ...first, id: 990_001, slug: 'sold-since-the-last-sync' };
    const repriced = rest.slice(0, 5).map((d) => ({ ...d, price: d.price + 1000 }));
    const otherSite = { ...first, id: 990_002, dealership_id: 999, slug: 'another-dealer-car' };
    return [sold, ...repriced, otherSite];
  }

  it('pushes the index settings, then the site’s documents, then deletes only its stale ones', async () => {
    const documents = await demoDocuments();
    const before = previousIndex(documents);
    const { calls, client, documents: stored } = fakeMeilisearch(before);
    await pushStockToMeilisearch(client, config, site, documents);

    // at no point of the sync does a shopper of the site search an empty stock
    expect(calls.map((c) => c.visible).filter((n) => n === 0)).toEqual([]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /indexes/stock/settings',
      'GET /tasks/1',
      'POST /indexes/stock/documents?primaryKey=id',
      'GET /tasks/2',
      'POST /indexes/stock/documents/delete',
      'GET /tasks/3',
    ]);

    expect(calls[0]!.body).toMatchObject({
      searchableAttributes: [...stockIndexSettings.searchableAttributes],
      filterableAttributes: [...stockIndexSettings.filterableAttributes],
      sortableAttributes: [...stockIndexSettings.sortableAttributes],
      faceting: { maxValuesPerFacet: 100 },
    });
    expect((calls[2]!.body as unknown[]).length).toBe(documents.length);
    expect(calls[4]!.body).toEqual({ filter: staleStockFilter(site, documents) });

    // afterwards: exactly the new set for the site, replaced whole; the other site's car is kept
    const siteIds = [...stored.values()]
      .filter((d) => d.dealership_id === 201)
      .map((d) => d.id)
      .sort();
    expect(siteIds).toEqual(documents.map((d) => d.id).sort());
    expect(stored.has(990_001)).toBe(false);
    expect(stored.get(990_002)?.slug).toBe('another-dealer-car');
    for (const doc of documents) expect(stored.get(doc.id)?.price).toBe(doc.price);
  });

  it('leaves the site’s documents as they were when adding the new ones fails', async () => {
    const documents = await demoDocuments();
    const before = previousIndex(documents);
    const {
      calls,
      client,
      documents: stored,
    } = fakeMeilisearch(before, '/indexes/stock/documents?');
    await expect(pushStockToMeilisearch(client, config, site, documents)).rejects.toThrow(
      /could not add the site's documents: The document is invalid/,
    );
    expect(calls.some((c) => c.path === '/indexes/stock/documents/delete')).toBe(false);
    expect([...stored.keys()].sort()).toEqual(before.map((d) => d.id).sort());
  });

  it('empties the site (and only it) when it has no stock left', async () => {
    const before = previousIndex(await demoDocuments());
    const { calls, client, documents: stored } = fakeMeilisearch(before);
    await pushStockToMeilisearch(client, config, site, []);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /indexes/stock/settings',
      'GET /tasks/1',
      'POST /indexes/stock/documents/delete',
      'GET /tasks/2',
    ]);
    expect([...stored.keys()]).toEqual([990_002]);
  });

  it.each<[string, number[], number[], string[]]>([
    ['one dealership, a new set', [201], [7, 9], ['dealership_id IN [201]', 'id NOT IN [7, 9]']],
    ['two dealerships, a new set', [1, 2], [3], ['dealership_id IN [1, 2]', 'id NOT IN [3]']],
    ['no new documents: the whole site', [1, 2], [], ['dealership_id IN [1, 2]']],
  ])('stale documents of a sync: %s', (_name, dealerships, ids, expected) => {
    const of = {
      dealerships: dealerships.map((id) => ({ id, slug: `d${id}`, name: `D${id}`, make: null })),
    };
    expect(
      staleStockFilter(
        of,
        ids.map((id) => ({ id })),
      ),
    ).toEqual(expected);
  });

  it('issues tenant tokens that carry the site’s rules, signed with the search key', async () => {
    const token = await siteTenantToken(config, site, now);
    const { header, payload, signature } = decode(token);
    expect(payload.apiKeyUid).toBe(config.searchKeyUid);
    expect(payload.exp).toBe(Math.floor(now.getTime() / 1000) + 3600);
    const rules = payload.searchRules as Record<string, { filter: string }>;
    expect(rules).toEqual(tenantSearchRules(site, now, 'stock'));
    for (const rule of siteSearchRules(site, now))
      expect(rules.stock!.filter).toContain(`(${rule})`);
    expect(rules.stock!.filter).toContain('dealership_id IN [201]');
    const expected = createHmac('sha256', config.searchKey)
      .update(`${header}.${token.split('.')[1]}`)
      .digest('base64url');
    expect(signature).toBe(expected);
  });
});

describe('pushing stock changes to Meilisearch', () => {
  const data = generateDemoData(site, { now });
  const stockSource = (cars = data.cars) => ({
    listCarsByIds: async (_site: Site, ids: readonly number[]) =>
      cars.filter((car) => ids.includes(car.id)),
    listLocations: async () => data.locations,
  });
  const indexed = async () =>
    siteStockDocuments(
      { listCars: async () => data.cars, listLocations: async () => data.locations },
      site,
    );
  const anotherSitesCar = (doc: StockDocument) => ({ ...doc, id: 990_002, dealership_id: 999 });

  it('adds or replaces the changed cars’ documents, then deletes the cars the site lost', async () => {
    const documents = await indexed();
    const [changed, gone] = documents as [StockDocument, StockDocument];
    const other = anotherSitesCar(changed);
    const { calls, client, documents: stored } = fakeMeilisearch([...documents, other]);
    const repriced = { ...changed, price: 12_345 };
    await pushStockChangesToMeilisearch(client, config, site, [repriced], [gone.id, other.id]);

    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /indexes/stock/documents?primaryKey=id',
      'GET /tasks/1',
      'POST /indexes/stock/documents/delete',
      'GET /tasks/2',
    ]);
    expect(calls[0]!.body).toEqual([repriced]);
    expect(calls[2]!.body).toEqual({
      filter: ['dealership_id IN [201]', `id IN [${gone.id}, ${other.id}]`],
    });
    expect(stored.get(changed.id)?.price).toBe(12_345);
    expect(stored.has(gone.id)).toBe(false);
    // another site's car of the same id list is not this site's to delete
    expect(stored.has(other.id)).toBe(true);
    expect(stored.size).toBe(documents.length);
  });

  it('sends only what there is: an add without a delete, a delete without an add', async () => {
    const [doc] = await indexed();
    const adding = fakeMeilisearch();
    await pushStockChangesToMeilisearch(adding.client, config, site, [doc!], []);
    expect(adding.calls.map((c) => c.path)).toEqual([
      '/indexes/stock/documents?primaryKey=id',
      '/tasks/1',
    ]);
    const deleting = fakeMeilisearch([doc!]);
    await pushStockChangesToMeilisearch(deleting.client, config, site, [], [doc!.id]);
    expect(deleting.calls.map((c) => c.path)).toEqual([
      '/indexes/stock/documents/delete',
      '/tasks/1',
    ]);
    expect(deleting.documents.size).toBe(0);
  });

  it('stops with the failed task’s error and sends no delete after a failed add', async () => {
    const documents = await indexed();
    const {
      calls,
      client,
      documents: stored,
    } = fakeMeilisearch(documents, '/indexes/stock/documents?');
    await expect(
      pushStockChangesToMeilisearch(client, config, site, [documents[0]!], [documents[1]!.id]),
    ).rejects.toThrow(
      'Meilisearch could not add or replace the documents of 1 changed car(s): The document is invalid.',
    );
    expect(calls.map((c) => c.path)).not.toContain('/indexes/stock/documents/delete');
    expect(stored.size).toBe(documents.length);
  });

  it('is not there without Meilisearch or without its admin key', () => {
    const searchOnly = {
      MEILISEARCH_HOST: config.host,
      MEILISEARCH_SEARCH_KEY: 's',
      MEILISEARCH_SEARCH_KEY_UID: 'u',
    };
    expect(meilisearchStockPusherFromEnv(stockSource(), {})).toBeNull();
    expect(meilisearchStockPusherFromEnv(stockSource(), searchOnly)).toBeNull();
  });

  it('turns car ids into documents to add and ids to delete, from the store', async () => {
    const [kept, sold] = data.cars;
    const documents = await indexed();
    const { calls, httpClient, documents: stored } = fakeMeilisearch(documents);
    const remaining = data.cars
      .filter((car) => car.id !== sold!.id)
      .map((car) => (car.id === kept!.id ? { ...car, price: 4_321 } : car));
    const push = meilisearchStockPusherFromEnv(
      stockSource(remaining),
      {
        MEILISEARCH_HOST: config.host,
        MEILISEARCH_SEARCH_KEY: 's',
        MEILISEARCH_SEARCH_KEY_UID: 'u',
        MEILISEARCH_ADMIN_KEY: 'admin-key',
      },
      httpClient,
    )!;
    await push(site, [kept!.id, sold!.id]);
    expect((calls[0]!.body as StockDocument[]).map((d) => [d.id, d.list_price])).toEqual([
      [kept!.id, 4_321],
    ]);
    expect(calls[2]!.body).toEqual({ filter: removedStockFilter(site, [sold!.id]) });
    expect(stored.get(kept!.id)?.list_price).toBe(4_321);
    expect(stored.has(sold!.id)).toBe(false);
    await push(site, []);
    expect(calls).toHaveLength(4);
  });
});
