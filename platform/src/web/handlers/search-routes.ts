import { type Site } from '@dealer/site-config';
import { appRuntime } from '../../runtime';
import {
  handleSearchProtocol,
  MAX_BODY_BYTES,
  meilisearchConfigFromEnv,
  siteTenantToken,
  STOCK_INDEX_UID,
} from '../../search';
import { siteForRoute } from '../app-context';

// Route handlers shared by every template app; the route files only name them.

const json = (body: unknown, status = 200) =>
  Response.json(body, {
    status,
    headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });

const siteNotFound = () =>
  json({ message: 'Site not found.', code: 'site_not_found', type: 'invalid_request' }, 404);

async function readBody(request: Request): Promise<string> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES * 2) return 'x'.repeat(MAX_BODY_BYTES + 1); // rejected as too large
  return request.text();
}

type SearchParams = Promise<{ site: string; path?: string[] }>;

/** POST /api/search/...: the Meilisearch-compatible endpoint of the embedded engine. */
export function searchRoute() {
  async function handle(request: Request, { params }: { params: SearchParams }) {
    const { site: slug, path = [] } = await params;
    const site = siteForRoute(slug);
    if (!site) return siteNotFound();
    const backend = await appRuntime().search();
    const response = await handleSearchProtocol(
      backend,
      site,
      request.method,
      path,
      request.method === 'POST' ? await readBody(request) : '',
    );
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
      const site = siteForRoute((await params).site);
      return site ? json(await publicSiteConfig(site)) : siteNotFound();
    },
  };
}
