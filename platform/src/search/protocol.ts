import { type Site } from '@dealer/site-config';
import { type SearchBackend } from './embedded';
import { createSearchMemo } from './engine';
import { SearchError } from './errors';
import { facetSearchRequestSchema, parseSearchBody, searchRequestSchema } from './request';
import { siteSearchRules } from '../domain/site-search-rules';

// The Meilisearch HTTP subset each app serves under /api/search/: POST multi-search,
// POST indexes/{uid}/search, POST indexes/{uid}/facet-search. Framework-free: text in, JSON out.

export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_QUERIES = 20;

export interface ProtocolResponse {
  status: number;
  body: unknown;
}

function parseJson(text: string): unknown {
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) {
    throw new SearchError(
      'payload_too_large',
      `The provided payload reached the size limit. The maximum accepted payload size is ${MAX_BODY_BYTES / 1024} KiB.`,
      413,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SearchError(
      'malformed_payload',
      `The json payload provided is malformed. \`${(error as Error).message}\`.`,
    );
  }
}

/** The rules a search of the site is held to, at a time rounded down to the minute. */
export function rulesAt(site: Site, now: Date): string[] {
  return siteSearchRules(site, new Date(Math.floor(now.getTime() / 60_000) * 60_000));
}

/**
 * spec §5: on sites that say so, price ascending leaves out price 0. The server applies it with
 * the sort itself, so one search gives the right page (the browser asks for it too).
 */
export function rulesForRequest(
  site: Site,
  rules: string[],
  request: { sort?: string[] | null },
): string[] {
  return site.search.priceAscendingExcludesZero && request.sort?.[0] === 'price:asc'
    ? [...rules, 'price > 0']
    : rules;
}

/** Answers one request of the search protocol for a site; errors become Meilisearch errors. */
export async function handleSearchProtocol(
  backend: SearchBackend,
  site: Site,
  method: string,
  path: readonly string[],
  bodyText: string,
  now: Date = new Date(),
): Promise<ProtocolResponse> {
  try {
    const route = path.join('/');
    if (method !== 'POST') {
      throw new SearchError(
        'bad_request',
        `Method ${method} is not allowed on \`/${route}\`.`,
        405,
      );
    }
    const rules = rulesAt(site, now);
    if (route === 'multi-search') {
      const body = parseJson(bodyText);
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw new SearchError('bad_request', 'Invalid value type: expected an object');
      }
      const { queries, ...rest } = body as Record<string, unknown>;
      const unknown = Object.keys(rest)[0];
      if (unknown !== undefined) {
        throw new SearchError(
          'bad_request',
          `Unknown field \`${unknown}\`: expected one of \`queries\``,
        );
      }
      if (!Array.isArray(queries)) {
        throw new SearchError('bad_request', 'Invalid value type at `.queries`: expected an array');
      }
      if (queries.length > MAX_QUERIES) {
        throw new SearchError(
          'bad_request',
          `At most ${MAX_QUERIES} queries are accepted in one multi-search.`,
        );
      }
      const results = [];
      const memo = createSearchMemo();
      for (const [i, query] of queries.entries()) {
        if (query === null || typeof query !== 'object' || Array.isArray(query)) {
          throw new SearchError(
            'bad_request',
            `Invalid value type at \`.queries[${i}]\`: expected an object`,
          );
        }
        const { indexUid, ...params } = query as Record<string, unknown>;
        if (typeof indexUid !== 'string') {
          throw new SearchError(
            'bad_request',
            `Missing field \`indexUid\` inside \`.queries[${i}]\``,
          );
        }
        const request = parseSearchBody(searchRequestSchema, params, `.queries[${i}]`);
        results.push({
          indexUid,
          ...(await backend.search(
            site,
            indexUid,
            request,
            rulesForRequest(site, rules, request),
            memo,
          )),
        });
      }
      return { status: 200, body: { results } };
    }
    const match = /^indexes\/([^/]+)\/(search|facet-search)$/.exec(route);
    if (match) {
      const [, uid, action] = match as unknown as [string, string, string];
      const body = parseJson(bodyText || '{}');
      if (action === 'search') {
        const request = parseSearchBody(searchRequestSchema, body);
        return {
          status: 200,
          body: await backend.search(site, uid, request, rulesForRequest(site, rules, request)),
        };
      }
      const request = parseSearchBody(facetSearchRequestSchema, body);
      return { status: 200, body: await backend.facetSearch(site, uid, request, rules) };
    }
    throw new SearchError('bad_request', `Unknown route \`/${route}\`.`, 404);
  } catch (error) {
    if (error instanceof SearchError) return { status: error.status, body: error.toJSON() };
    throw error;
  }
}
