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
  pushStockToMeilisearch,
  siteTenantToken,
  tenantSearchRules,
} from './meilisearch-adapter';
import { stockIndexSettings } from './settings';
import { siteSearchRules } from './tenant-rules';

const now = new Date('2026-11-22T00:00:00Z');
const site = getSiteBySlug('harbour-city-cars') as Site;
const config = {
  host: 'http://meilisearch.internal:7700',
  adminKey: 'admin-key',
  searchKey: 'search-key-that-signs-tokens',
  searchKeyUid: '6062abda-a5aa-4414-ac91-ecd7944c0f8d',
  indexUid: 'stock',
};

function fakeMeilisearch() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let task = 0;
  const httpClient = async (
    input: Parameters<typeof fetch>[0],
    init?: Parameters<typeof fetch>[1],
  ) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (url.pathname.startsWith('/tasks/')) {
      return {
        uid: Number(url.pathname.split('/')[2]),
        status: 'succeeded',
        type: 'x',
        indexUid: 'stock',
        enqueuedAt: now.toISOString(),
      };
    }
    task += 1;
    return {
      taskUid: task,
      indexUid: 'stock',
      status: 'enqueued',
      type: 'x',
      enqueuedAt: now.toISOString(),
    };
  };
  return { calls, client: createMeilisearchClient(config, httpClient) };
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

  it('pushes the index settings and replaces the site’s documents', async () => {
    const data = generateDemoData(site, { now });
    const documents = await siteStockDocuments(
      { listCars: async () => data.cars, listLocations: async () => data.locations },
      site,
    );
    const { calls, client } = fakeMeilisearch();
    await pushStockToMeilisearch(client, config, site, documents);
    const settings = calls.find((c) => c.path === '/indexes/stock/settings');
    expect(settings?.method).toBe('PATCH');
    expect(settings?.body).toMatchObject({
      searchableAttributes: [...stockIndexSettings.searchableAttributes],
      filterableAttributes: [...stockIndexSettings.filterableAttributes],
      sortableAttributes: [...stockIndexSettings.sortableAttributes],
      faceting: { maxValuesPerFacet: 100 },
    });
    expect(calls.find((c) => c.path === '/indexes/stock/documents/delete')?.body).toEqual({
      filter: 'dealership_id IN [201]',
    });
    const added = calls.find((c) => c.path.startsWith('/indexes/stock/documents?'));
    expect(added?.method).toBe('POST');
    expect(added?.path).toContain('primaryKey=id');
    expect((added?.body as unknown[]).length).toBe(documents.length);
    expect(calls.filter((c) => c.path.startsWith('/tasks/')).length).toBe(3);
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
