import { request } from './app-server';

// A shopper's walk through a site: from its home page, every internal link of each page
// (header, footer, buttons, cards), to a depth. Links are read from the served HTML, as a
// browser would follow them; each distinct address is asked for once. Of the addresses that
// differ only by which car they name (/cars/{slug}/...) or by their query (a search's filters),
// a sample of each kind is walked: they are one page each, rendered for other data.

export interface CrawledPage {
  url: string;
  status: number;
  /** the page that linked here first (null for the start) */
  from: string | null;
  depth: number;
}

/** The internal links of a page's HTML: same-site paths, without their #fragment. */
export function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (!href.startsWith('/') || href.startsWith('//')) continue; // other sites, mail, phone
    const path = href.split('#')[0]!;
    if (path) links.add(path);
  }
  return [...links];
}

/**
 * The kind of page an address is, for sampling: a car's pages by what follows the car's slug
 * (every car page is one kind, every car checkout another), a page with a query by its path and
 * the names of its parameters ('/search/used-cars?make&sortBy'), any other address by itself.
 */
export function pageKindOf(url: string): string {
  const [pathname = '', query] = url.split('?', 2);
  const car = /^\/cars\/[^/]+(\/.*)?$/.exec(pathname);
  if (car) return `/cars/*${car[1] ?? ''}`;
  if (query === undefined) return pathname;
  const names = [...new Set([...new URLSearchParams(query).keys()])].sort();
  return `${pathname}?${names.join('&')}`;
}

/** Asks for a page, following a redirect (a trailing slash, an old address) to where it leads. */
async function fetchFollowing(port: number, host: string, url: string) {
  let answer = await request(port, host, 'GET', url);
  for (let hops = 0; hops < 3 && answer.status >= 300 && answer.status < 400; hops += 1) {
    const location = answer.headers.location ?? '';
    const target = new URL(location, `http://${host}${url}`);
    if (target.host !== host) break;
    answer = await request(port, host, 'GET', `${target.pathname}${target.search}`);
  }
  return answer;
}

/**
 * Walks a site breadth first. The pages of one depth are asked for `concurrency` at a time (a
 * site's server renders one while the database answers for another); the first page to link
 * an address is its `from`, as in a one-at-a-time walk.
 */
export async function crawlSite(
  port: number,
  host: string,
  {
    maxDepth = 3,
    maxPages = 3000,
    concurrency = 4,
    perKind = 6,
  }: { maxDepth?: number; maxPages?: number; concurrency?: number; perKind?: number } = {},
): Promise<Map<string, CrawledPage>> {
  const seen = new Map<string, CrawledPage>();
  // how many addresses of each kind have been taken (see pageKindOf)
  const taken = new Map<string, number>();
  const takes = (url: string) => {
    const kind = pageKindOf(url);
    const count = taken.get(kind) ?? 0;
    if (count >= perKind) return false;
    taken.set(kind, count + 1);
    return true;
  };
  let frontier: { url: string; from: string | null }[] = [{ url: '/', from: null }];
  for (let depth = 0; depth <= maxDepth && frontier.length > 0; depth += 1) {
    // each address once, linked from the first page that links it
    const level = new Map<string, string | null>();
    for (const { url, from } of frontier) {
      if (!seen.has(url) && !level.has(url) && takes(url)) level.set(url, from);
    }
    const urls = [...level.keys()].slice(0, Math.max(0, maxPages - seen.size));
    const links = new Map<string, string[]>();
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const answer = await fetchFollowing(port, host, url);
        seen.set(url, { url, status: answer.status, from: level.get(url) ?? null, depth });
        const type = answer.headers['content-type'] ?? '';
        if (answer.status === 200 && type.startsWith('text/html') && depth < maxDepth) {
          links.set(url, internalLinks(answer.body));
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    // the next depth in the order of this one's pages, as a one-at-a-time walk finds them
    frontier = urls.flatMap((url) =>
      (links.get(url) ?? [])
        .filter((link) => !seen.has(link))
        .map((link) => ({ url: link, from: url })),
    );
  }
  return seen;
}
