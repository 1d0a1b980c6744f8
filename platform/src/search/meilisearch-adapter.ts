import { createHmac } from 'node:crypto';
import { type Site } from '@dealer/site-config';
import { type EnqueuedTask, Meilisearch } from 'meilisearch';
import { type StockDocument } from '../domain/stock-document';
import { type SearchBackend } from './embedded';
import { type FacetSearchResponse, type SearchHitsResponse } from './engine';
import { type FacetSearchRequest, type SearchRequest } from './request';
import { STOCK_INDEX_UID, stockIndexSettings } from './settings';
import { siteStockChanges, type StockChangeSource } from './stock-changes';
import { siteSearchRules } from '../domain/site-search-rules';

// The production adapter: a real Meilisearch. The sync command pushes stock documents and index
// settings with the admin key, and so do the app servers and the stock import for each stock
// change when they have it; an app server searches with the search-only key; the browser
// searches with a tenant token (signed with that search key) whose search rules are the site's
// own (the same filters the embedded engine ANDs), so it can narrow, never widen.

export interface MeilisearchConfig {
  host: string;
  /**
   * The key that may write documents and settings (MEILISEARCH_ADMIN_KEY): the sync command needs
   * it, and with it an app server and the stock import push each stock change (without it an app
   * server only searches, and stock changes reach Meilisearch by the sync command).
   */
  adminKey: string | null;
  /** the search API key (and its uid) that signs the browser's tenant tokens */
  searchKey: string;
  searchKeyUid: string;
  indexUid: string;
}

/** Meilisearch is used when MEILISEARCH_HOST and its keys are set; else the embedded engine. */
export function meilisearchConfigFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): MeilisearchConfig | null {
  const {
    MEILISEARCH_HOST,
    MEILISEARCH_ADMIN_KEY,
    MEILISEARCH_SEARCH_KEY,
    MEILISEARCH_SEARCH_KEY_UID,
  } = env;
  if (!MEILISEARCH_HOST) return null;
  if (!MEILISEARCH_SEARCH_KEY || !MEILISEARCH_SEARCH_KEY_UID) {
    throw new Error(
      'MEILISEARCH_HOST is set, so MEILISEARCH_SEARCH_KEY and MEILISEARCH_SEARCH_KEY_UID must be set too.',
    );
  }
  return {
    host: MEILISEARCH_HOST,
    adminKey: MEILISEARCH_ADMIN_KEY || null,
    searchKey: MEILISEARCH_SEARCH_KEY,
    searchKeyUid: MEILISEARCH_SEARCH_KEY_UID,
    indexUid: env.MEILISEARCH_INDEX_UID || STOCK_INDEX_UID,
  };
}

/** The tenant token's search rules for a site: its filters, on the stock index only. */
export function tenantSearchRules(
  site: Pick<Site, 'dealerships' | 'search'>,
  now: Date,
  indexUid: string,
) {
  return {
    [indexUid]: {
      filter: siteSearchRules(site, now)
        .map((rule) => `(${rule})`)
        .join(' AND '),
    },
  };
}

/**
 * A tenant token as Meilisearch reads it: a JWT (HS256) signed with the search key, naming the
 * key's uid, carrying the search rules and when it expires.
 */
export function tenantToken(
  apiKey: string,
  payload: { searchRules: object; apiKeyUid: string; exp: number },
): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', apiKey).update(unsigned).digest('base64url')}`;
}

/** A tenant token for the browser, valid for an hour (the sold-car window moves with time). */
export async function siteTenantToken(
  config: MeilisearchConfig,
  site: Site,
  now = new Date(),
): Promise<string> {
  return tenantToken(config.searchKey, {
    searchRules: tenantSearchRules(site, now, config.indexUid),
    apiKeyUid: config.searchKeyUid,
    exp: Math.floor(now.getTime() / 1000) + 60 * 60,
  });
}

type HttpClient = (...args: Parameters<typeof fetch>) => Promise<unknown>;

/** The client that writes the index (the sync command): it needs MEILISEARCH_ADMIN_KEY. */
export function createMeilisearchClient(config: MeilisearchConfig, httpClient?: HttpClient) {
  if (!config.adminKey) {
    throw new Error('Set MEILISEARCH_ADMIN_KEY to write the index.');
  }
  return new Meilisearch({ host: config.host, apiKey: config.adminKey, httpClient });
}

/** The client an app server searches with: the search-only key, never the admin key. */
export function createMeilisearchSearchClient(config: MeilisearchConfig, httpClient?: HttpClient) {
  return new Meilisearch({ host: config.host, apiKey: config.searchKey, httpClient });
}

/** The search backend of an app server: Meilisearch, asked with the search-only key. */
export function meilisearchSearchBackend(
  config: MeilisearchConfig,
  httpClient?: HttpClient,
): MeilisearchBackend {
  return new MeilisearchBackend(createMeilisearchSearchClient(config, httpClient), config);
}

/**
 * The documents of a site's dealerships that a full sync no longer has: the filter of the delete
 * that follows the sync's add-or-replace. Without new documents it is every document of the site.
 */
export function staleStockFilter(
  site: Pick<Site, 'dealerships'>,
  documents: readonly Pick<StockDocument, 'id'>[],
): string[] {
  const dealerships = `dealership_id IN [${site.dealerships.map((d) => d.id).join(', ')}]`;
  if (documents.length === 0) return [dealerships];
  return [dealerships, `id NOT IN [${documents.map((d) => d.id).join(', ')}]`];
}

/** A sync waits up to ten minutes for a task (indexing a large stock takes longer than 5 s). */
const SYNC_TASK_WAIT = { timeOutMs: 10 * 60 * 1000 };

/**
 * Waits for a task and stops the sync when it did not succeed (waitForTask resolves a failed
 * task, and rejects one that is not done in time).
 */
async function succeeded(
  client: Meilisearch,
  enqueued: Promise<EnqueuedTask>,
  what: string,
): Promise<void> {
  const done = await client.waitForTask((await enqueued).taskUid, SYNC_TASK_WAIT);
  if (done.status !== 'succeeded') {
    throw new Error(`Meilisearch could not ${what}: ${done.error?.message ?? done.status}`);
  }
}

/**
 * Pushes the index settings and replaces a site's documents (by its dealerships), without a moment
 * where the site has no documents.
 *
 * Every site shares the one stock index (a site is its dealerships' documents, narrowed by the
 * tenant token's filter), so swapping in a freshly built index (`swapIndexes`) would replace every
 * other site's stock too. Instead the sync adds or replaces the site's documents first (a
 * document is replaced whole by its id), and only then deletes the site's documents that the new
 * set does not hold, by an id filter. Meilisearch runs an index's tasks one at a time in the order
 * they were sent, so a shopper sees the old set, then the new set with the stale documents still
 * in it, then the new set: never an empty site (unless the new set itself is empty).
 */
export async function pushStockToMeilisearch(
  client: Meilisearch,
  config: MeilisearchConfig,
  site: Pick<Site, 'dealerships'>,
  documents: readonly StockDocument[],
): Promise<void> {
  const index = client.index(config.indexUid);
  await succeeded(
    client,
    index.updateSettings({
      searchableAttributes: [...stockIndexSettings.searchableAttributes],
      filterableAttributes: [...stockIndexSettings.filterableAttributes],
      sortableAttributes: [...stockIndexSettings.sortableAttributes],
      faceting: {
        maxValuesPerFacet: stockIndexSettings.faceting.maxValuesPerFacet,
        sortFacetValuesBy: { '*': 'alpha' },
      },
      pagination: { maxTotalHits: stockIndexSettings.pagination.maxTotalHits },
    }),
    'update the index settings',
  );
  // a failed add stops here, before any of the site's documents is deleted
  if (documents.length > 0) {
    await succeeded(
      client,
      index.addDocuments([...documents], { primaryKey: 'id' }),
      "add the site's documents",
    );
  }
  await succeeded(
    client,
    index.deleteDocuments({ filter: staleStockFilter(site, documents) }),
    "delete the site's stale documents",
  );
}

/**
 * The filter of the delete that takes out cars a site no longer has: their ids, among the
 * site's dealerships' documents (a car that moved to another site's dealership, and was pushed
 * there already, stays).
 */
export function removedStockFilter(
  site: Pick<Site, 'dealerships'>,
  removedIds: readonly number[],
): string[] {
  return [
    `dealership_id IN [${site.dealerships.map((d) => d.id).join(', ')}]`,
    `id IN [${removedIds.join(', ')}]`,
  ];
}

/**
 * Pushes a change of a few of a site's cars: the changed cars' documents are added or replaced
 * (by id), then the cars the site no longer has are deleted. Each task is waited for; one that
 * fails stops the push with an error naming it (nothing after it is sent).
 */
export async function pushStockChangesToMeilisearch(
  client: Meilisearch,
  config: Pick<MeilisearchConfig, 'indexUid'>,
  site: Pick<Site, 'dealerships'>,
  documents: readonly StockDocument[],
  removedIds: readonly number[],
): Promise<void> {
  const index = client.index(config.indexUid);
  if (documents.length > 0) {
    await succeeded(
      client,
      index.addDocuments([...documents], { primaryKey: 'id' }),
      `add or replace the documents of ${documents.length} changed car(s)`,
    );
  }
  if (removedIds.length > 0) {
    await succeeded(
      client,
      index.deleteDocuments({ filter: removedStockFilter(site, removedIds) }),
      `delete the documents of ${removedIds.length} car(s) the site no longer has`,
    );
  }
}

/** Pushes the changed cars of a site (by id) to the search index. */
export type StockChangePusher = (site: Site, carIds: readonly number[]) => Promise<void>;

/**
 * What pushes stock changes to Meilisearch when it is configured with the admin key
 * (MEILISEARCH_HOST, its search keys and MEILISEARCH_ADMIN_KEY); null otherwise, when there is
 * nothing to push to (the embedded engine reads the store itself) or no key to write with.
 * `source` is the store's stock repository.
 */
export function meilisearchStockPusherFromEnv(
  source: StockChangeSource,
  env: Readonly<Record<string, string | undefined>> = process.env,
  httpClient?: HttpClient,
): StockChangePusher | null {
  const config = meilisearchConfigFromEnv(env);
  if (!config?.adminKey) return null;
  const client = createMeilisearchClient(config, httpClient);
  return async (site, carIds) => {
    if (carIds.length === 0) return;
    const { documents, removedIds } = await siteStockChanges(source, site, carIds);
    await pushStockChangesToMeilisearch(client, config, site, documents, removedIds);
  };
}

/** The server's own searches (first page of a search page) against Meilisearch. */
export class MeilisearchBackend implements SearchBackend {
  constructor(
    private readonly client: Meilisearch,
    private readonly config: MeilisearchConfig,
  ) {}

  private filter(request: SearchRequest, rules: readonly string[]) {
    const client =
      request.filter === undefined || request.filter === null
        ? []
        : Array.isArray(request.filter)
          ? request.filter
          : [request.filter];
    return [...rules.map((rule) => `(${rule})`), ...client];
  }

  async search(
    _site: Site,
    _uid: string,
    request: SearchRequest,
    rules: readonly string[],
  ): Promise<SearchHitsResponse> {
    const response = await this.client.index(this.config.indexUid).search(request.q ?? '', {
      ...request,
      q: undefined,
      filter: this.filter(request, rules),
    } as never);
    return response as unknown as SearchHitsResponse;
  }

  async facetSearch(
    _site: Site,
    _uid: string,
    request: FacetSearchRequest,
    rules: readonly string[],
  ): Promise<FacetSearchResponse> {
    const { facetName, facetQuery, ...rest } = request;
    const response = await this.client.index(this.config.indexUid).searchForFacetValues({
      facetName,
      facetQuery: facetQuery ?? undefined,
      q: rest.q ?? undefined,
      filter: this.filter(rest, rules),
    } as never);
    return {
      facetHits: response.facetHits,
      facetQuery: facetQuery ?? null,
      processingTimeMs: response.processingTimeMs,
    };
  }
}
