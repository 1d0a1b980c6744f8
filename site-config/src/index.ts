import fs from 'node:fs';
import { demoSites } from './demo-sites';
import { createSiteRegistry, loadSites } from './load';
import { type SiteInput } from './schema';

export * from './schema';
export {
  SiteConfigError,
  checkSites,
  createSiteRegistry,
  devHostsAllowed,
  normaliseHost,
  loadSites,
  parseSite,
  sitesFileProblems,
  type SiteProblem,
  type SiteRegistry,
} from './load';
export { SITES_JSON_SCHEMA_FILE, sitesFileJsonSchema } from './json-schema';
export { demoSites } from './demo-sites';

/** The sites to serve: the demo sites, or a JSON array of sites in the file SITES_FILE names. */
function siteInputs(): SiteInput[] {
  const file = process.env.SITES_FILE;
  if (!file) return demoSites;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SiteInput[];
}

/** The platform's sites, validated once at load: an invalid config fails here, naming site and field. */
export const siteRegistry = createSiteRegistry(
  loadSites(siteInputs()),
  process.env.PLATFORM_DOMAIN ?? null,
);

export const getSiteByHost = siteRegistry.getSiteByHost;
export const getSiteBySlug = siteRegistry.getSiteBySlug;
export const isDirectoryHost = siteRegistry.isDirectoryHost;
export const sitesOfTemplate = siteRegistry.sitesOfTemplate;
