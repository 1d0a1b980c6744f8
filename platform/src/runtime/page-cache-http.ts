import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { type Site } from '@dealer/site-config';
import { INTERNAL_HEADERS } from './internal-headers';
import { sendTooManyRenders } from './http/page-renders';
import { withoutPayloadStyles } from './payload-styles';
import {
  type CachedPage,
  joinWithNonce,
  type RenderCache,
  splitAtPlaceholder,
} from './render-cache';
import { cachedPageKind, renderCacheKey, type RenderCachePolicy } from './http/render-cache-policy';
import { isVehicleFeedContentType } from '../domain/vehicle-feed-paths';
import { chosenEncoding } from './http/content-coding';
import { refusedRequest } from './http/request-guard';
import { newNonce, RENDER_NONCE_HEADER, wantsHsts } from './http/security-headers';

// The app server's side of the render cache: a page request the cache keeps is answered from
// memory when the page is there, else rendered once (by the framework, through the server's
// internal listener, with the placeholder nonce), kept, and answered. Every answer carries a
// fresh nonce in its Content-Security-Policy and in the page's script tags. A shopper's click to
// a kept page (the framework's client navigation, which asks for the page's payload rather than
// its HTML) is kept beside the page under the same tags and lifetime, so it leaves with it.

/** What the page cache needs of the app. */
export interface PageCacheSite {
  /** the site a host and path belong to in this app, or null */
  siteOf(host: string | undefined, pathname: string): Site | null;
  policy(
    site: Site,
    pathname: string,
    query: URLSearchParams,
    now: Date,
  ): Promise<RenderCachePolicy | null>;
  cache(): RenderCache | null;
  /** whether the request's client may have a page rendered now (its render budget); none: yes */
  mayRender?(req: http.IncomingMessage): Promise<boolean>;
}

export interface PageCacheOptions {
  app: PageCacheSite;
  /** the placeholder nonce cached pages are rendered with */
  placeholder: string;
  /** renders a request through the framework (the server's internal listener) */
  render(path: string, headers: http.OutgoingHttpHeaders): Promise<Rendered>;
}

export interface Rendered {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

// The framework's request headers that shape its answer to a client navigation or prefetch (the
// page's payload, from the segment the browser's current page and the new one first differ in);
// `_rsc` in the address is a hash of them, which keeps browsers' caches apart.
const NAVIGATION_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
] as const;
// answer headers worked out again for each answer
const PER_ANSWER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'strict-transport-security',
]);

/** Whether a request could be a page the cache keeps (before any site or store look-up). */
export function mayBeCachedPage(req: http.IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return req.headers['next-action'] === undefined && navigationVariant(req.headers) !== null;
}

/**
 * What a request asks for, as the cache keeps it apart: '' for the page itself; for the
 * framework's client navigation or prefetch (`RSC: 1`), a digest of the headers that shape its
 * answer (two shoppers clicking from the same page get the same one); null for a request that
 * names some of them but is no navigation, which the framework answers.
 */
export function navigationVariant(headers: http.IncomingHttpHeaders): string | null {
  if (headers.rsc === undefined) {
    return NAVIGATION_HEADERS.some((name) => headers[name] !== undefined) ? null : '';
  }
  if (headers.rsc !== '1') return null;
  const shaping = NAVIGATION_HEADERS.map((name) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? null);
  });
  return createHash('sha256').update(JSON.stringify(shaping)).digest('base64url');
}

/** The key a navigation's answer is kept under: its page's, and what shaped it. */
export const navigationCacheKey = (pageKey: string, variant: string) =>
  variant ? `${pageKey}\nnavigation ${variant}` : pageKey;

function keptHeaders(headers: http.IncomingHttpHeaders): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_ANSWER_HEADERS.has(name) || INTERNAL_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) kept.push([name, one]);
  }
  return kept;
}

/**
 * A rendered answer as the cache keeps it: without the payload's copy of its stylesheets, split
 * at the placeholder nonce.
 */
export function cachedPageOf(
  rendered: Rendered,
  placeholder: string,
  policy: RenderCachePolicy,
): CachedPage {
  const html = String(rendered.headers['content-type'] ?? '').startsWith('text/html');
  // a feed is kept as it came: it has no payload
  const body = html
    ? Buffer.from(withoutPayloadStyles(rendered.body.toString('utf8')), 'utf8')
    : rendered.body;
  return {
    status: rendered.status,
    headers: keptHeaders(rendered.headers),
    parts: splitAtPlaceholder(body, placeholder),
    tags: policy.tags,
    ...(policy.softTags ? { softTags: policy.softTags } : {}),
    validUntil: policy.validUntil,
  };
}

/**
 * Whether a rendered answer may be kept: a whole HTML page for everyone, at a feed's address
 * the feed, or a client navigation's payload (the framework's `text/x-component`).
 */
export function isKeepable(
  rendered: Rendered,
  kind: 'page' | 'feed' | 'navigation' = 'page',
): boolean {
  const type = String(rendered.headers['content-type'] ?? '');
  const expected =
    kind === 'feed'
      ? isVehicleFeedContentType(type)
      : kind === 'navigation'
        ? type.startsWith('text/x-component')
        : type.startsWith('text/html');
  return rendered.status === 200 && expected && rendered.headers['set-cookie'] === undefined;
}

function encode(body: Buffer, encoding: 'br' | 'gzip' | null): Buffer {
  if (encoding === 'br')
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 4 });
  return body;
}

/** Writes a page with a fresh nonce in place of the placeholder. */
export function sendPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: Pick<CachedPage, 'status' | 'headers' | 'parts'>,
  placeholder: string,
  cacheState: 'hit' | 'stale' | 'miss',
): void {
  const nonce = newNonce();
  const encoding = chosenEncoding(req.headers['accept-encoding']);
  const body = encode(joinWithNonce(page.parts, nonce), encoding);
  for (const [name, value] of page.headers) {
    const current = res.getHeader(name);
    const fresh = value.split(placeholder).join(nonce);
    res.setHeader(name, current === undefined ? fresh : [...[current].flat().map(String), fresh]);
  }
  const protocol = String(req.headers['x-forwarded-proto'] ?? 'http')
    .split(',')[0]!
    .trim();
  if (wantsHsts(protocol, req.headers.host ?? null))
    res.setHeader('strict-transport-security', 'max-age=63072000; includeSubDomains');
  if (encoding) res.setHeader('content-encoding', encoding);
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  // whether the page came from the render cache (as CDNs say it): for operators and tests
  res.setHeader('x-render-cache', cacheState);
  res.setHeader('content-length', body.byteLength);
  res.writeHead(page.status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The cache's request handler: true when it answered, false when the request is the
 * framework's to answer (not a kept page, or the app not started yet).
 */
export function createPageCacheHandler({ app, placeholder, render }: PageCacheOptions) {
  // one render at a time per page: shoppers arriving meanwhile wait for it
  const rendering = new Map<string, Promise<CachedPage | Rendered>>();

  return async function answerFromCache(
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<boolean> {
    const cache = app.cache();
    if (!cache || !mayBeCachedPage(req)) return false;
    const url = new URL(req.url ?? '/', 'http://site');
    if (refusedRequest(req.method ?? 'GET', url.pathname)) return false;
    const variant = navigationVariant(req.headers) ?? '';
    // a navigation's address carries `_rsc` beside the page's own query; a page's does not
    const query = new URLSearchParams(url.searchParams);
    if (variant) query.delete('_rsc');
    else if (query.has('_rsc')) return false;
    const kind = cachedPageKind(url.pathname, query);
    if (!kind || (variant && kind.kind === 'feed')) return false;
    const site = app.siteOf(req.headers.host, url.pathname);
    if (!site) return false;
    // a kept page answers at once; its tags and lifetime were worked out when it was kept
    const kept = cache.lookup(
      navigationCacheKey(renderCacheKey(site.slug, url.pathname, query), variant),
    );
    const renderHeaders: http.OutgoingHttpHeaders = {
      host: req.headers.host,
      accept: variant ? '*/*' : 'text/html',
      'user-agent': 'Mozilla/5.0 (compatible; dealer-render-cache)',
      [RENDER_NONCE_HEADER]: placeholder,
      ...(req.headers['x-forwarded-proto']
        ? { 'x-forwarded-proto': req.headers['x-forwarded-proto'] }
        : {}),
    };
    if (variant) {
      for (const name of NAVIGATION_HEADERS) {
        if (req.headers[name] !== undefined) renderHeaders[name] = req.headers[name];
      }
    }
    const keptAs = kind.kind === 'feed' ? 'feed' : variant ? 'navigation' : 'page';
    /** The page's one render under way, started now when none is. */
    const renderOnce = async () => {
      const policy = await app.policy(site, url.pathname, query, new Date());
      if (!policy) return null;
      const key = navigationCacheKey(policy.key, variant);
      const under = rendering.get(key);
      if (under) return { pending: under, mine: false };
      const start = cache.begin([...policy.tags, ...(policy.softTags ?? [])]);
      const pending = render(`${url.pathname}${url.search}`, renderHeaders).then((rendered) => {
        if (!isKeepable(rendered, keptAs)) return rendered;
        const page = cachedPageOf(rendered, placeholder, policy);
        cache.put(key, page, start);
        return page;
      });
      rendering.set(key, pending);
      void pending.finally(() => rendering.delete(key)).catch(() => undefined);
      return { pending, mine: true };
    };
    if (kept) {
      sendPage(req, res, kept.page, placeholder, kept.stale ? 'stale' : 'hit');
      // a stale page (other cars it shows were written) renders again behind this answer, at
      // most once every STALE_RENDER_GAP_MS
      if (kept.renderDue) {
        void renderOnce()
          .then((started) => started?.pending)
          .catch((error: unknown) => console.error('Rendering a stale page again failed:', error));
      }
      return true;
    }
    // a render for this client: within its budget only
    if (app.mayRender && !(await app.mayRender(req))) {
      sendTooManyRenders(req, res);
      return true;
    }
    const started = await renderOnce();
    if (!started) return false;
    const { pending, mine } = started;
    const answer = await pending;
    if ('parts' in answer) {
      sendPage(req, res, answer, placeholder, 'miss');
    } else if (!mine) {
      // an answer that is not a page for everyone is its own requester's: this one asks anew
      return false;
    } else {
      // not a page to keep (a 404, an error): answered as it came, with a nonce of its own
      sendPage(
        req,
        res,
        {
          status: answer.status,
          headers: keptHeaders(answer.headers),
          parts: splitAtPlaceholder(answer.body, placeholder),
        },
        placeholder,
        'miss',
      );
    }
    return true;
  };
}

/** Renders requests through a local listener of the framework's handler. */
export function internalRenderer(port: number, secretHeader: [string, string]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const once = (path: string, headers: http.OutgoingHttpHeaders): Promise<Rendered> =>
    new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'GET',
          headers: { ...headers, [secretHeader[0]]: secretHeader[1] },
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 500,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.setTimeout(30_000, () => request.destroy(new Error('render timed out')));
      request.end();
    });
  // a kept-alive socket the listener closed just then is tried once more on a fresh one
  return (path: string, headers: http.OutgoingHttpHeaders): Promise<Rendered> =>
    once(path, headers).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
      return once(path, headers);
    });
}
