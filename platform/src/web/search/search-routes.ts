import { type Site } from '@dealer/site-config';
import { appRuntime } from '../../runtime';
import {
  handleSearchProtocol,
  MAX_BODY_BYTES,
  meilisearchConfigFromEnv,
  siteTenantToken,
  STOCK_INDEX_UID,
} from '../../search';
import { siteForRoute } from '../frame/app-context';
import { clientAddressOf } from '../../runtime/http/client-address';
import { isJsonRequest, readBodyWithin } from '../../runtime/http/request-body';

// Route handlers shared by every template app; the route files only name them.

const json = (body: unknown, status = 200) =>
  Response.json(body, {
    status,
    headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });

const siteNotFound = () =>
  json({ message: 'Site not found.', code: 'site_not_found', type: 'invalid_request' }, 404);

const searchProblem = (status: number, code: string, message: string) =>
  json(
    { message, code, type: 'invalid_request', link: `https://docs.meilisearch.com/errors#${code}` },
    status,
  );

type SearchParams = Promise<{ site: string; path?: string[] }>;

/** POST /api/search/...: the Meilisearch-compatible endpoint of the embedded engine. */
export function searchRoute() {
  async function handle(request: Request, { params }: { params: SearchParams }) {
    const { site: slug, path = [] } = await params;
    const site = await siteForRoute(slug);
    if (!site) return siteNotFound();
    const runtime = appRuntime();
    if (
      !(await runtime.limits.searchesPerClient.take(`${site.slug}:${clientAddressOf(request)}`))
    ) {
      return searchProblem(
        429,
        'too_many_search_requests',
        'Too many searches from this address. Please wait a minute and try again.',
      );
    }
    let body = '';
    if (request.method === 'POST') {
      if (!isJsonRequest(request)) {
        return searchProblem(
          415,
          'invalid_content_type',
          'The Content-Type `' +
            (request.headers.get('content-type') ?? '').slice(0, 80) +
            '` is invalid. Accepted values for the Content-Type header are: `application/json`',
        );
      }
      const text = await readBodyWithin(request, MAX_BODY_BYTES);
      if (text === 'too_large') {
        return searchProblem(
          413,
          'payload_too_large',
          `The provided payload reached the size limit. The maximum accepted payload size is ${MAX_BODY_BYTES / 1024} KiB.`,
        );
      }
      body = text;
    }
    const backend = await runtime.search();
    const response = await handleSearchProtocol(backend, site, request.method, path, body);
    return json(response.body, response.status);
  }
  return { GET: handle, POST: handle };
}

/**
 * The public configuration the browser needs: never a secret. With Meilisearch the browser
 * gets a tenant token carrying the site's rules; the embedded endpoint applies them itself.
 */
export async function publicSiteConfig(site: Site, now = new Date()) {
  const meilisearch = meilisearchConfigFromEnv();
  return {
    name: site.name,
    slug: site.slug,
    template: site.template,
    url: site.url,
    phone: site.phone ?? null,
    theme: site.theme,
    vehicleNoun: site.content.vehicleNoun,
    search: {
      host: meilisearch?.host ?? '/api/search',
      indexUid: meilisearch?.indexUid ?? STOCK_INDEX_UID,
      apiKey: meilisearch
        ? await siteTenantToken(meilisearch, site, now)
        : `public-search-${site.slug}`,
      hitsPerPage: site.search.hitsPerPage,
      defaultSort: site.search.defaultSort,
    },
  };
}

type SiteParams = Promise<{ site: string }>;

/** GET /api/site */
export function siteRoute() {
  return {
    GET: async (_request: Request, { params }: { params: SiteParams }) => {
      const site = await siteForRoute((await params).site);
      return site ? json(await publicSiteConfig(site)) : siteNotFound();
    },
  };
}
