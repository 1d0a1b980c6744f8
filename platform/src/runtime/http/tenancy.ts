import { siteRegistry, type SiteRegistry, type TemplateName } from '@dealer/site-config';
import { chatOrigins } from '../../domain/chat';
import { mapOrigins } from '../../domain/maps';

export const DIRECTORY_PATH = '/sites-directory';
export const UNKNOWN_SITE_PATH = '/unknown-site';

export type RequestRoute =
  | {
      kind: 'site';
      slug: string;
      rewrite: string;
      photoHosts: readonly string[];
      /** the origins of the site's chat widget (spec §2 'Instant Message'), where it has one */
      chatOrigins: readonly string[];
      /** the origins of the site's maps provider (spec §7 embedded map), where it has one */
      mapOrigins: readonly string[];
    }
  | { kind: 'directory'; rewrite: string }
  | { kind: 'unknown'; rewrite: string };

/**
 * Host -> site for one template app (ARCHITECTURE 'Multi-tenancy'): a site of this template
 * is served under /{slug}/...; the bare host shows the directory; anything else is a 404,
 * never another site's content.
 */
export function routeRequest(
  host: string | null,
  pathname: string,
  template: TemplateName,
  registry: SiteRegistry = siteRegistry,
): RequestRoute {
  const site = registry.getSiteByHost(host);
  if (site && site.template === template) {
    return {
      kind: 'site',
      slug: site.slug,
      rewrite: `/${site.slug}${pathname === '/' ? '' : pathname}`,
      photoHosts: site.media.photoHosts,
      chatOrigins: chatOrigins(site),
      mapOrigins: mapOrigins(site),
    };
  }
  if (!site && registry.isDirectoryHost(host) && (pathname === '/' || pathname === '')) {
    return { kind: 'directory', rewrite: DIRECTORY_PATH };
  }
  return { kind: 'unknown', rewrite: UNKNOWN_SITE_PATH };
}

/**
 * The answer for a host that is none of this app's sites: a plain 404 page that names no site
 * and runs no script (the proxy sends it without rendering anything of a site).
 */
export function unknownSiteResponse(): Response {
  const html = `<!DOCTYPE html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Site not found</title></head>
<body style="font-family: system-ui, sans-serif">
<main style="max-width: 640px; margin: 64px auto; padding: 16px">
<h1>404: Site not found</h1>
<p>There is no dealer site at this address. Check the address and try again.</p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
