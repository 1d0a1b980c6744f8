import { demoSites } from './demo-sites';
import { createSiteRegistry, loadSites } from './load';

export * from './schema';
export { SiteConfigError, createSiteRegistry, loadSites, parseSite, type SiteRegistry } from './load';
export { demoSites } from './demo-sites';

/** The platform's sites, validated once at load: an invalid config fails here, naming site and field. */
export const siteRegistry = createSiteRegistry(
  loadSites(demoSites),
  process.env.PLATFORM_DOMAIN ?? null,
);

export const getSiteByHost = siteRegistry.getSiteByHost;
export const getSiteBySlug = siteRegistry.getSiteBySlug;
export const isDirectoryHost = siteRegistry.isDirectoryHost;
export const sitesOfTemplate = siteRegistry.sitesOfTemplate;
