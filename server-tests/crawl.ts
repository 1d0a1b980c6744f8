import { request } from './app-server';

// A shopper's walk through a site: from its home page, every internal link of each page
// (header, footer, buttons, cards), to a depth. Links are read from the served HTML, as a
// browser would follow them; each distinct address is asked for once.

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

export async function crawlSite(
  port: number,
  host: string,
  { maxDepth = 3, maxPages = 3000 }: { maxDepth?: number; maxPages?: number } = {},
): Promise<Map<string, CrawledPage>> {
  const seen = new Map<string, CrawledPage>();
  let frontier: { url: string; from: string | null }[] = [{ url: '/', from: null }];
  for (let depth = 0; depth <= maxDepth && frontier.length > 0; depth += 1) {
    const next: { url: string; from: string | null }[] = [];
    for (const { url, from } of frontier) {
      if (seen.has(url) || seen.size >= maxPages) continue;
      let answer = await request(port, host, 'GET', url);
      // a redirect (a trailing slash, an old address) is followed to where it leads
      for (let hops = 0; hops < 3 && answer.status >= 300 && answer.status < 400; hops += 1) {
        const location = answer.headers.location ?? '';
        const target = new URL(location, `http://${host}${url}`);
        if (target.host !== host) break;
        answer = await request(port, host, 'GET', `${target.pathname}${target.search}`);
      }
      seen.set(url, { url, status: answer.status, from, depth });
      const type = answer.headers['content-type'] ?? '';
      if (answer.status !== 200 || !type.startsWith('text/html') || depth === maxDepth) continue;
      for (const link of internalLinks(answer.body)) {
        if (!seen.has(link)) next.push({ url: link, from: url });
      }
    }
    frontier = next;
  }
  return seen;
}
