import { siteRegistry, type SiteRegistry, type TemplateName } from '@dealer/site-config';

export const DIRECTORY_PATH = '/sites-directory';
export const UNKNOWN_SITE_PATH = '/unknown-site';

export type RequestRoute =
  | { kind: 'site'; slug: string; rewrite: string }
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
    };
  }
  if (!site && registry.isDirectoryHost(host) && (pathname === '/' || pathname === '')) {
    return { kind: 'directory', rewrite: DIRECTORY_PATH };
  }
  return { kind: 'unknown', rewrite: UNKNOWN_SITE_PATH };
}
