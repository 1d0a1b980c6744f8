import type http from 'node:http';
import { CLIENT_ADDRESS_HEADER, clientGroup } from './client-address';

// The page-render limit (PAGE_RENDER_RATE_PER_CLIENT, runtime/abuse-limits): a page the render
// cache answers costs next to nothing, a render of one costs the app tens of milliseconds of its
// one thread, so a client asking for page after page the cache cannot answer (a scraper walking
// every search refinement) is held to a budget of renders a minute, on every process of a site
// alike. Cached answers, the framework's files, pictures, the API (which has limits of its own)
// and link prefetches (a page's shell only) are not counted.

/** Whether a request asks the framework to render a page. */
export function isPageRender(req: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers['next-router-prefetch'] !== undefined) return false;
  const pathname = (req.url ?? '/').split('?')[0]!;
  if (/^\/(_next|api|media)(\/|$)/.test(pathname) || pathname === '/healthz') return false;
  // a file (robots.txt, a feed, the favicon): not a page
  return !/\.[a-z0-9]+$/i.test(pathname.split('/').at(-1) ?? '');
}

/** The client a request's render is counted for (the address the server saw). */
export function renderClientOf(req: Pick<http.IncomingMessage, 'headers'>): string {
  return clientGroup(String(req.headers[CLIENT_ADDRESS_HEADER] ?? '') || 'unknown');
}

export const TOO_MANY_RENDERS_TITLE = 'Too many pages at once';
export const TOO_MANY_RENDERS_MESSAGE =
  'Too many pages were asked for from this address. Please wait a minute and try again.';

/** The answer to a client over its render budget: 429, a plain page saying so, and when to retry. */
export function sendTooManyRenders(req: http.IncomingMessage, res: http.ServerResponse): void {
  const body = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${TOO_MANY_RENDERS_TITLE}</title></head><body><main><h1>${TOO_MANY_RENDERS_TITLE}</h1><p>${TOO_MANY_RENDERS_MESSAGE}</p></main></body></html>`;
  res.writeHead(429, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': '60',
    'content-length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The budget check of a server's requests: takes one render from the client's budget the first
 * time it is asked for a request (a request the cache turned down and the framework then renders
 * is one render), true while the budget lasts.
 */
export function createRenderBudget(take: (client: string) => Promise<boolean> | boolean) {
  const decided = new WeakMap<http.IncomingMessage, Promise<boolean>>();
  return (req: http.IncomingMessage): Promise<boolean> => {
    let allowed = decided.get(req);
    if (!allowed) {
      allowed = (async () => take(renderClientOf(req)))();
      decided.set(req, allowed);
    }
    return allowed;
  };
}
