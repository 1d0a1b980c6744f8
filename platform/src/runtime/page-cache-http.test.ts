import http from 'node:http';
import { type AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { chosenEncoding } from './http/content-coding';
import {
  createPageCacheHandler,
  isKeepable,
  navigationVariant,
  type PageCacheSite,
  type Rendered,
} from './page-cache-http';
import { createRenderCache, type RenderCache } from './render-cache';
import { renderCacheKey, type RenderCachePolicy } from './http/render-cache-policy';
import { RENDER_NONCE_HEADER } from './http/security-headers';

describe('chosenEncoding: the coding of a page for the shopper’s browser', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['gzip ;q=0.5', 'gzip'],
    ['br ; q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['deflate', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ] as const)('%j -> %s', (header, expected) => {
    expect(chosenEncoding(header)).toBe(expected);
  });
});

describe('navigationVariant: which answer a request asks for', () => {
  const tree = '["",{"children":["search"]}]';
  it('a page asks for the page', () => {
    expect(navigationVariant({ accept: 'text/html' })).toBe('');
  });
  it('the same click from the same page is one variant; another page’s is another', () => {
    const click = navigationVariant({ rsc: '1', 'next-router-state-tree': tree });
    expect(click).toMatch(/^[\w-]{20,}$/);
    expect(navigationVariant({ rsc: '1', 'next-router-state-tree': tree })).toBe(click);
    expect(navigationVariant({ rsc: '1', 'next-router-state-tree': '["",{}]' })).not.toBe(click);
    expect(
      navigationVariant({ rsc: '1', 'next-router-state-tree': tree, 'next-router-prefetch': '1' }),
    ).not.toBe(click);
    expect(
      navigationVariant({ rsc: '1', 'next-router-state-tree': tree, 'next-url': '/search' }),
    ).not.toBe(click);
  });
  it.each([
    [{ 'next-router-prefetch': '1' }],
    [{ 'next-router-state-tree': tree }],
    [{ rsc: '0' }],
  ])('a framework header without RSC: 1 is none of ours: %j', (headers) => {
    expect(navigationVariant(headers)).toBeNull();
  });
});

const rendered = (over: Partial<Rendered> = {}): Rendered => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from('<html></html>'),
  ...over,
});

describe('isKeepable: only a whole HTML page for every shopper is kept', () => {
  it.each([
    { name: 'a 200 HTML page', answer: rendered(), expected: true },
    {
      name: 'a 200 HTML page without a charset',
      answer: rendered({ headers: { 'content-type': 'text/html' } }),
      expected: true,
    },
    { name: 'a 404 page', answer: rendered({ status: 404 }), expected: false },
    { name: 'a 500 page', answer: rendered({ status: 500 }), expected: false },
    { name: 'a redirect', answer: rendered({ status: 307 }), expected: false },
    {
      name: 'a 200 JSON answer',
      answer: rendered({ headers: { 'content-type': 'application/json' } }),
      expected: false,
    },
    { name: 'an answer with no content type', answer: rendered({ headers: {} }), expected: false },
    {
      name: 'a 200 HTML page setting a cookie',
      answer: rendered({
        headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': ['sid=abc'] },
      }),
      expected: false,
    },
  ])('$name -> $expected', ({ answer, expected }) => {
    expect(isKeepable(answer)).toBe(expected);
  });
});

describe('isKeepable at a feed address: only the feed, whole, for everyone', () => {
  it.each([
    { type: 'application/xml; charset=utf-8', status: 200, expected: true },
    { type: 'text/csv; charset=utf-8', status: 200, expected: true },
    { type: 'application/json; charset=utf-8', status: 200, expected: true },
    { type: 'text/html; charset=utf-8', status: 200, expected: false },
    { type: 'text/plain; charset=utf-8', status: 404, expected: false },
    { type: 'application/xml; charset=utf-8', status: 500, expected: false },
  ])('$status $type -> $expected', ({ type, status, expected }) => {
    expect(isKeepable(rendered({ status, headers: { 'content-type': type } }), 'feed')).toBe(
      expected,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The handler, in front of a stand-in for the framework, on a real local HTTP server.

const PLACEHOLDER = 'cGxhY2Vob2xkZXItbm9uY2U';
const HOST = 'www.swanvalleytoyota.com.au';
const swanValley = getSiteBySlug('swan-valley-toyota') as Site;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** What the stand-in for the framework renders, and what it was asked. */
const framework = {
  calls: [] as { path: string; headers: http.OutgoingHttpHeaders }[],
  /** status of the next renders by path; 200 when not named */
  statuses: new Map<string, number>(),
  delayMs: 30,
  /** a render waits until this many requests have asked for a policy (shoppers arriving together) */
  waitForRequests: 0,
  /** what happens while a page renders (a stock write, say) */
  during: () => {},
  /** answers that are not HTML pages, by path (a feed) */
  others: new Map<string, { type: string; body: string }>(),
};
let policyCalls = 0;
const policyAsked: (() => void)[] = [];

/** Resolves once `n` requests have asked for a policy (or after a second, to fail not hang). */
function requestsArrived(n: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 1000);
    const check = () => {
      if (policyCalls < n) return false;
      clearTimeout(timer);
      resolve();
      return true;
    };
    const waiter = () => {
      if (!check()) policyAsked.push(waiter);
    };
    waiter();
  });
}

async function render(path: string, headers: http.OutgoingHttpHeaders): Promise<Rendered> {
  framework.calls.push({ path, headers });
  await requestsArrived(framework.waitForRequests);
  framework.during();
  await new Promise((resolve) => setTimeout(resolve, framework.delayMs));
  const nonce = String(headers[RENDER_NONCE_HEADER]);
  const status = framework.statuses.get(path) ?? 200;
  const other = framework.others.get(path);
  if (other)
    return { status, headers: { 'content-type': other.type }, body: Buffer.from(other.body) };
  if (headers.rsc === '1')
    return {
      status,
      headers: {
        'content-type': 'text/x-component',
        vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
      },
      body: Buffer.from(
        `0:{"page":"${path}","from":${JSON.stringify(headers['next-router-state-tree'] ?? null)}}\n`,
      ),
    };
  const title = status === 200 ? `Swan Valley Toyota ${path}` : 'Page not found';
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      'x-middleware-rewrite': `/swan-valley-toyota${path}`,
      'content-length': '999999',
      date: 'Fri, 20 Nov 2026 02:00:00 GMT',
    },
    body: Buffer.from(
      `<!doctype html><html><head><script nonce="${nonce}">self.a=1</script>` +
        `<title>${title}</title></head><body><h1>${title}</h1>` +
        `<script nonce="${nonce}" src="/_next/static/chunks/main.js"></script>` +
        `<script nonce="${nonce}">self.b=2</script></body></html>`,
    ),
  };
}

let cache: RenderCache | null = null;
let policyFor: (site: Site, pathname: string, query: URLSearchParams) => RenderCachePolicy | null;

const app: PageCacheSite = {
  siteOf: (host) => (host === HOST ? swanValley : null),
  policy: async (site, pathname, query) => {
    policyCalls += 1;
    for (const asked of policyAsked.splice(0)) asked();
    return policyFor(site, pathname, query);
  },
  cache: () => cache,
  mayRender: async () => {
    rendersAsked += 1;
    return rendersLeft-- > 0;
  },
};
/** the client's render budget (runtime/http/page-renders), and how often it was asked */
let rendersLeft = Infinity;
let rendersAsked = 0;

const answerFromCache = createPageCacheHandler({ app, placeholder: PLACEHOLDER, render });

let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    answerFromCache(req, res).then(
      (answered) => {
        if (answered) return;
        // the framework's own answer
        res.writeHead(599, { 'content-type': 'text/plain' });
        res.end('framework');
      },
      () => {
        res.writeHead(598);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function reset() {
  // a stale page renders again on its next request (the gap between its renders is
  // render-cache.test's)
  cache = createRenderCache({ staleRenderGapMs: 0 });
  framework.calls = [];
  framework.statuses.clear();
  framework.delayMs = 30;
  framework.waitForRequests = 0;
  framework.during = () => {};
  framework.others.clear();
  policyCalls = 0;
  rendersLeft = Infinity;
  rendersAsked = 0;
  policyFor = (site, pathname, query) => ({
    key: renderCacheKey(site.slug, pathname, query),
    tags: [`stock:${site.slug}`],
    validUntil: Date.now() + 60_000,
  });
}

afterEach(reset);
reset();

function request(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: http.OutgoingHttpHeaders } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, headers: { host: HOST, ...headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The nonce of an answer's policy, and the nonces of its script tags. */
function nonces(answer: Answer, body = answer.body.toString()) {
  const csp = String(answer.headers['content-security-policy'] ?? '');
  return {
    header: /'nonce-([^']+)'/.exec(csp)?.[1],
    scripts: [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]),
  };
}

/** Checks that the answer's scripts all carry the nonce its policy names, and returns it. */
function freshNonceOf(answer: Answer, body?: string): string {
  const { header, scripts } = nonces(answer, body);
  expect(header).toBeDefined();
  expect(scripts).toHaveLength(3);
  expect(scripts.every((nonce) => nonce === header)).toBe(true);
  expect(header).not.toBe(PLACEHOLDER);
  expect((body ?? answer.body.toString()).includes(PLACEHOLDER)).toBe(false);
  return header!;
}

describe('createPageCacheHandler: a page is rendered once and served from memory', () => {
  it('the first request is rendered (a miss), the next is served from memory (a hit)', async () => {
    const first = await request('/search/used-cars');
    expect(first.status).toBe(200);
    expect(first.headers['x-render-cache']).toBe('miss');
    const second = await request('/search/used-cars');
    expect(second.status).toBe(200);
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(framework.calls).toHaveLength(1);
    const stripped = (answer: Answer) =>
      answer.body.toString().replaceAll(freshNonceOf(answer), 'NONCE');
    expect(stripped(second)).toBe(stripped(first));
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(cache!.stats()).toMatchObject({ stored: 1, hits: 1 });
  });

  it('the page is rendered with the placeholder nonce, for the same host', async () => {
    await request('/search/used-cars');
    expect(framework.calls).toEqual([
      {
        path: '/search/used-cars',
        headers: expect.objectContaining({ host: HOST, [RENDER_NONCE_HEADER]: PLACEHOLDER }),
      },
    ]);
  });

  it('renders a page once for ten shoppers arriving together', async () => {
    framework.waitForRequests = 10;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => request('/cars/2022-toyota-rav4-gx-u3010042')),
    );
    expect(framework.calls).toHaveLength(1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const seen = answers.map((answer) => freshNonceOf(answer));
    expect(new Set(seen).size).toBe(10);
    const again = await request('/cars/2022-toyota-rav4-gx-u3010042');
    expect(again.headers['x-render-cache']).toBe('hit');
    expect(framework.calls).toHaveLength(1);
  });

  it('every answer has a nonce of its own, the same in its policy and each script tag', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await request('/'));
    const seen = answers.map((answer) => freshNonceOf(answer));
    expect(new Set(seen).size).toBe(5);
    expect(answers.map((answer) => answer.headers['x-render-cache'])).toEqual([
      'miss',
      'hit',
      'hit',
      'hit',
      'hit',
    ]);
  });

  it('the content length is that of the page sent, and internal headers stay inside', async () => {
    for (const cacheState of ['miss', 'hit']) {
      const answer = await request('/');
      expect(answer.headers['x-render-cache']).toBe(cacheState);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
      expect(answer.headers['x-middleware-rewrite']).toBeUndefined();
      expect(answer.headers.date).not.toBe('Fri, 20 Nov 2026 02:00:00 GMT');
    }
  });

  it('a HEAD request gets the headers and no body', async () => {
    const head = await request('/search', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['x-render-cache']).toBe('miss');
    expect(head.body.byteLength).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(nonces(head).header).toBeDefined();
    expect(nonces(head).header).not.toBe(PLACEHOLDER);
    const headAgain = await request('/search', { method: 'HEAD' });
    expect(headAgain.headers['x-render-cache']).toBe('hit');
    expect(headAgain.body.byteLength).toBe(0);
    const get = await request('/search');
    expect(get.headers['x-render-cache']).toBe('hit');
    expect(get.body.byteLength).toBe(Number(get.headers['content-length']));
    expect(framework.calls).toHaveLength(1);
  });

  it.each([
    { name: 'a brotli page', encoding: 'br', decode: zlib.brotliDecompressSync },
    { name: 'a gzip page', encoding: 'gzip', decode: zlib.gunzipSync },
  ])('$name decodes to the page with its nonce', async ({ encoding, decode }) => {
    for (const cacheState of ['miss', 'hit']) {
      const answer = await request('/search/toyota', { headers: { 'accept-encoding': encoding } });
      expect(answer.headers['x-render-cache']).toBe(cacheState);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
      const page = decode(answer.body).toString();
      expect(page).toContain('<h1>Swan Valley Toyota /search/toyota</h1>');
      freshNonceOf(answer, page);
    }
  });

  it('a page for a shopper whose browser takes no coding is sent as it is', async () => {
    const answer = await request('/', { headers: { 'accept-encoding': 'identity' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toContain('<h1>Swan Valley Toyota /</h1>');
  });
});

describe('createPageCacheHandler: the listings feeds', () => {
  it('a feed is rendered once and served from memory byte for byte, with its own type', async () => {
    const csv =
      'vehicle_id,title\r\nU1,"2022 Toyota ""RAV4"", 丰田 <script>self.__next_f</script>"\r\n';
    framework.others.set('/feeds/meta-catalogue.csv', {
      type: 'text/csv; charset=utf-8',
      body: csv,
    });
    const first = await request('/feeds/meta-catalogue.csv');
    const second = await request('/feeds/meta-catalogue.csv');
    expect([first.headers['x-render-cache'], second.headers['x-render-cache']]).toEqual([
      'miss',
      'hit',
    ]);
    expect(second.body.toString()).toBe(csv);
    expect(second.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(framework.calls).toHaveLength(1);
  });

  it('an HTML answer at a feed address is not kept', async () => {
    await request('/feeds/stock.json');
    const again = await request('/feeds/stock.json');
    expect(again.headers['x-render-cache']).toBe('miss');
    expect(framework.calls).toHaveLength(2);
  });
});

describe('createPageCacheHandler: what the cache leaves to the framework', () => {
  it.each([
    { name: 'a prefetch header without rsc', path: '/', headers: { 'next-router-prefetch': '1' } },
    { name: 'an rsc header of another value', path: '/', headers: { rsc: '2' } },
    {
      name: 'a navigation to a search with a refinement',
      path: '/search?make=Toyota&_rsc=a',
      headers: { rsc: '1' },
    },
    {
      name: 'a navigation to a feed',
      path: '/feeds/meta-catalogue.csv?_rsc=a',
      headers: { rsc: '1' },
    },
    { name: 'a server action', path: '/', headers: { 'next-action': 'abc' } },
    { name: 'a client navigation (_rsc query)', path: '/search?_rsc=abc', headers: {} },
    { name: 'a form post', path: '/', method: 'POST', headers: {} },
    { name: 'a search with a refinement', path: '/search?make=Toyota', headers: {} },
    { name: 'the finance page', path: '/finance', headers: {} },
    { name: 'an enquiry form on a car', path: '/cars/abc?enquire=1', headers: {} },
    { name: 'a broken address', path: '/cars/%E0%A4%A', headers: {} },
    { name: 'a host of no site', path: '/', headers: { host: 'unknown.example.com' } },
  ])('$name', async ({ path, method, headers }) => {
    const answer = await request(path, { method, headers });
    expect(answer.status).toBe(599);
    expect(answer.body.toString()).toBe('framework');
    expect(framework.calls).toHaveLength(0);
  });

  it('a page the policy does not keep (a car the site does not show)', async () => {
    policyFor = () => null;
    const answer = await request('/cars/1999-holden-commodore');
    expect(answer.status).toBe(599);
    expect(framework.calls).toHaveLength(0);
  });

  it('every page while the app has no cache', async () => {
    cache = null;
    const answer = await request('/');
    expect(answer.status).toBe(599);
    expect(framework.calls).toHaveLength(0);
  });
});

describe('createPageCacheHandler: a shopper’s click to a kept page (a client navigation)', () => {
  const fromSearch = { rsc: '1', 'next-router-state-tree': '["",{"children":["search"]}]' };
  const fromHome = { rsc: '1', 'next-router-state-tree': '["",{"children":["__PAGE__"]}]' };
  const car = '/cars/2022-toyota-rav4-gx-u3010042';

  it('is rendered once with the headers that shape it, then served from memory', async () => {
    const first = await request(`${car}?_rsc=abc`, { headers: fromSearch });
    const second = await request(`${car}?_rsc=abc`, { headers: fromSearch });
    expect([first.headers['x-render-cache'], second.headers['x-render-cache']]).toEqual([
      'miss',
      'hit',
    ]);
    expect(second.headers['content-type']).toBe('text/x-component');
    expect(second.headers.vary).toContain('next-router-state-tree');
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.body.toString()).toContain('search');
    expect(second.body.toString()).not.toContain('__PAGE__');
    expect(framework.calls).toEqual([
      {
        path: `${car}?_rsc=abc`,
        headers: expect.objectContaining({ host: HOST, ...fromSearch }),
      },
    ]);
  });

  it('keeps a click from another page apart, and the page itself apart from both', async () => {
    await request(`${car}?_rsc=abc`, { headers: fromSearch });
    const other = await request(`${car}?_rsc=def`, { headers: fromHome });
    expect(other.headers['x-render-cache']).toBe('miss');
    expect(other.body.toString()).toContain('__PAGE__');
    const page = await request(car);
    expect(page.headers['x-render-cache']).toBe('miss');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const again = await request(`${car}?_rsc=abc`, { headers: fromSearch });
    expect(again.headers['x-render-cache']).toBe('hit');
    expect(again.body.toString()).not.toContain('__PAGE__');
    expect(framework.calls).toHaveLength(3);
  });

  it('a prefetch is kept apart from the click it prepares', async () => {
    await request(`${car}?_rsc=abc`, { headers: fromSearch });
    const prefetch = await request(`${car}?_rsc=pre`, {
      headers: { ...fromSearch, 'next-router-prefetch': '1' },
    });
    expect(prefetch.headers['x-render-cache']).toBe('miss');
    expect(framework.calls).toHaveLength(2);
  });

  it('leaves with its page when a stock write drops the page’s tags', async () => {
    await request(`${car}?_rsc=abc`, { headers: fromSearch });
    cache!.invalidate(['stock:swan-valley-toyota']);
    const after = await request(`${car}?_rsc=abc`, { headers: fromSearch });
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(framework.calls).toHaveLength(2);
  });

  it('is not kept when the policy keeps no page there (a car the site does not show)', async () => {
    policyFor = () => null;
    const answer = await request(`${car}?_rsc=abc`, { headers: fromSearch });
    expect(answer.status).toBe(599);
    expect(framework.calls).toHaveLength(0);
  });

  it('a navigation answered with an error is passed on and asked again next time', async () => {
    framework.statuses.set(`${car}?_rsc=abc`, 500);
    const first = await request(`${car}?_rsc=abc`, { headers: fromSearch });
    expect(first.status).toBe(500);
    await request(`${car}?_rsc=abc`, { headers: fromSearch });
    expect(framework.calls).toHaveLength(2);
  });
});

describe('createPageCacheHandler: answers that are not kept', () => {
  it('a 404 is passed on with a fresh nonce and rendered again next time', async () => {
    framework.statuses.set('/cars/sold-last-year', 404);
    const first = await request('/cars/sold-last-year');
    expect(first.status).toBe(404);
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(first.body.toString()).toContain('Page not found');
    const firstNonce = freshNonceOf(first);
    const second = await request('/cars/sold-last-year');
    expect(second.status).toBe(404);
    expect(freshNonceOf(second)).not.toBe(firstNonce);
    expect(framework.calls).toHaveLength(2);
    expect(cache!.stats()).toMatchObject({ stored: 0, entries: 0 });
  });

  it('a 404 rendered for one shopper leaves the others arriving meanwhile to the framework', async () => {
    framework.statuses.set('/cars/sold-last-year', 404);
    framework.waitForRequests = 3;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => request('/cars/sold-last-year')),
    );
    expect(framework.calls).toHaveLength(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([404, 599, 599]);
  });

  it('a page whose stock changed while it rendered is sent but not kept', async () => {
    framework.during = () => {
      framework.during = () => {};
      cache!.invalidate(['stock:swan-valley-toyota']);
    };
    const first = await request('/search');
    expect(first.status).toBe(200);
    expect(first.headers['x-render-cache']).toBe('miss');
    freshNonceOf(first);
    const second = await request('/search');
    expect(second.headers['x-render-cache']).toBe('miss');
    expect(framework.calls).toHaveLength(2);
    expect(cache!.stats().discarded).toBe(1);
  });

  it('a client over its render budget gets a 429 page and no render; a kept page it still gets', async () => {
    await request('/');
    expect(rendersAsked).toBe(1);
    rendersLeft = 0;
    const kept = await request('/');
    expect(kept.status).toBe(200);
    expect(kept.headers['x-render-cache']).toBe('hit');
    expect(rendersAsked).toBe(1); // a kept page is no render
    const refused = await request('/search');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body.toString()).toContain('<h1>Too many pages at once</h1>');
    expect(refused.body.toString()).toContain('Please wait a minute and try again.');
    expect(framework.calls).toHaveLength(1);
  });

  it('a page dropped by a stock write is rendered again', async () => {
    await request('/');
    expect((await request('/')).headers['x-render-cache']).toBe('hit');
    cache!.invalidate(['stock:swan-valley-toyota']);
    expect((await request('/')).headers['x-render-cache']).toBe('miss');
    expect(framework.calls).toHaveLength(2);
  });

  it('a vehicle page whose other cars were written answers stale at once and renders again behind', async () => {
    policyFor = (site, pathname, query) => ({
      key: renderCacheKey(site.slug, pathname, query),
      tags: [`car:${site.slug}:4321`],
      softTags: [`stock:${site.slug}`],
      validUntil: Date.now() + 60_000,
    });
    const path = '/cars/2022-toyota-rav4-gx-u3010042';
    await request(path);
    cache!.invalidate(['stock:swan-valley-toyota', 'car:swan-valley-toyota:9']);
    framework.delayMs = 200; // a slow render: the shopper does not wait for it
    const started = performance.now();
    const stale = await request(path);
    expect(performance.now() - started).toBeLessThan(150);
    expect(stale.status).toBe(200);
    expect(stale.headers['x-render-cache']).toBe('stale');
    freshNonceOf(stale);
    // one render behind it, however many shoppers came meanwhile
    await Promise.all([request(path), request(path)]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(framework.calls).toHaveLength(2);
    expect((await request(path)).headers['x-render-cache']).toBe('hit');
    // a write to its own car: rendered before it is answered
    cache!.invalidate(['car:swan-valley-toyota:4321']);
    expect((await request(path)).headers['x-render-cache']).toBe('miss');
  });
});
