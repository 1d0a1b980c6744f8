/**
 * Whether a same-site href is one of the app's pages (navigated client-side) rather than a file
 * or an API answer (the sitemap, media, PDFs, `/api/...`), which the browser loads itself.
 */
export function isAppPageHref(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (/^\/(api|media|_next)(\/|$)/.test(path)) return false;
  return !/\.[a-z0-9]{2,5}$/i.test(path);
}
