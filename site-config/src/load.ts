import { type z } from 'zod';
import { optionalMenuItemsOf, profileOf } from '@dealer/template-profiles';
import { siteSchema, type Site, type SiteInput, type TemplateName } from './schema';

/** An invalid site config: names the site and the field. */
export class SiteConfigError extends Error {
  constructor(
    readonly site: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(
      `Invalid site config for "${site}": ` +
        issues.map((issue) => `${issue.path || '(root)'}: ${issue.message}`).join('; '),
    );
    this.name = 'SiteConfigError';
  }
}

function describeIssues(error: z.ZodError) {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Parses one site, throwing a SiteConfigError that names the site and each bad field. */
export function parseSite(input: unknown): Site {
  const result = siteSchema.safeParse(input);
  if (result.success) return result.data;
  const slug =
    typeof input === 'object' && input !== null && 'slug' in input ? String(input.slug) : '?';
  throw new SiteConfigError(slug, describeIssues(result.error));
}

/** One problem of a site config: the site (its slug, or its place in the list), the field, why. */
export interface SiteProblem {
  /** the site's place in the list, from 0 */
  index: number;
  /** its slug, or 'site <n>' when it has none */
  site: string;
  /** the field, as a dotted path ('' for the site itself) */
  path: string;
  message: string;
}

function siteLabel(input: unknown, index: number): string {
  const slug =
    typeof input === 'object' && input !== null ? (input as { slug?: unknown }).slug : null;
  return typeof slug === 'string' && slug ? slug : `site ${index + 1}`;
}

/**
 * What must be one site's only: its slug, its id and each of its domains (one host, however its
 * case is written, is one site's). Read from the input as it is, so that a site with other
 * problems still claims them.
 */
function uniqueKeysOf(input: unknown): string[] {
  if (typeof input !== 'object' || input === null) return [];
  const { slug, id, domains } = input as { slug?: unknown; id?: unknown; domains?: unknown };
  return [
    ...(typeof slug === 'string' && slug ? [`slug ${slug}`] : []),
    ...(typeof id === 'number' ? [`id ${id}`] : []),
    ...(Array.isArray(domains) ? domains : [])
      .filter((domain): domain is string => typeof domain === 'string')
      .map((domain) => `domain ${normaliseHost(domain)}`),
  ];
}

/**
 * Every problem of a list of sites, in the list's order: each site against the schema and what
 * must hold across sites (unique slugs, ids and domains); for a site the schema takes, also the
 * primary dealership being one of the site's and the optional menu items being the template's.
 * `sites` are the valid ones.
 */
export function checkSites(inputs: readonly unknown[]): { sites: Site[]; problems: SiteProblem[] } {
  const problems: SiteProblem[] = [];
  const sites: Site[] = [];
  const seen = new Map<string, string>();
  inputs.forEach((input, index) => {
    const site = siteLabel(input, index);
    const before = problems.length;
    const problem = (path: string, message: string) =>
      problems.push({ index, site, path, message });
    const result = siteSchema.safeParse(input);
    if (!result.success) {
      for (const issue of describeIssues(result.error)) problem(issue.path, issue.message);
    }
    for (const key of uniqueKeysOf(input)) {
      const owner = seen.get(key);
      if (owner) problem(key.split(' ')[0]!, `${key} is already used by "${owner}"`);
      else seen.set(key, site);
    }
    if (!result.success) return;
    const parsed = result.data;
    if (!parsed.dealerships.some((d) => d.id === parsed.dealershipId)) {
      problem('dealershipId', 'must be one of the site dealerships');
    }
    // an optional menu item switches on only an item the site's template has
    const offered = optionalMenuItemsOf(profileOf(parsed.template));
    const unknown = parsed.menu.optionalItems.filter((item) => !offered.includes(item));
    if (unknown.length > 0) {
      problem(
        'menu.optionalItems',
        `the ${parsed.template} template has no optional item ${unknown.join(', ')}`,
      );
    }
    if (problems.length === before) sites.push(parsed);
  });
  return { sites, problems };
}

/** Parses every site and checks what must hold across sites; the first bad site is an error. */
export function loadSites(inputs: readonly SiteInput[]): Site[] {
  const { sites, problems } = checkSites(inputs);
  const first = problems[0];
  if (first) {
    throw new SiteConfigError(
      first.site,
      problems
        .filter((problem) => problem.index === first.index)
        .map(({ path, message }) => ({ path, message })),
    );
  }
  return sites;
}

/**
 * Every problem of a sites file (SITES_FILE: a JSON array of sites): the file's own (not JSON,
 * not an array, no site; index -1) or each site's (checkSites).
 */
export function sitesFileProblems(text: string): SiteProblem[] {
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch (error) {
    return [{ index: -1, site: '', path: '', message: `not JSON: ${(error as Error).message}` }];
  }
  if (!Array.isArray(content)) {
    return [{ index: -1, site: '', path: '', message: 'must be a JSON array of sites' }];
  }
  if (content.length === 0) {
    return [{ index: -1, site: '', path: '', message: 'holds no site' }];
  }
  return checkSites(content).problems;
}

export type SiteRegistry = ReturnType<typeof createSiteRegistry>;

/**
 * Whether `<slug>.localhost` hosts and the bare-host directory of demo sites are served: in
 * development; where DEALER_DEV_HOSTS=1 asks for them; and where DEALER_DEV_HOSTS=demo asks for
 * them while the app serves the demo sites (no SITES_FILE), which is what `npm start` asks. A
 * production app, one serving a sites file, answers only its sites' domains and
 * `<slug>.<PLATFORM_DOMAIN>` unless DEALER_DEV_HOSTS=1 says otherwise.
 */
export function devHostsAllowed(env: Record<string, string | undefined> = process.env): boolean {
  if (env.DEALER_DEV_HOSTS === '1') return true;
  if (env.DEALER_DEV_HOSTS === 'demo' && !env.SITES_FILE) return true;
  return env.NODE_ENV !== 'production';
}

/** A Host header as a lower-case name without port or trailing dot (IPv6 literals kept). */
export function normaliseHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** Host and slug resolution over a list of sites (the proxy's job, spec §3 tenancy). */
export function createSiteRegistry(
  sites: readonly Site[],
  platformDomain: string | null = null,
  { devHosts = devHostsAllowed() }: { devHosts?: boolean } = {},
) {
  const bySlug = new Map(sites.map((site) => [site.slug, site]));
  const byDomain = new Map<string, Site>();
  for (const site of sites)
    for (const domain of site.domains) byDomain.set(normaliseHost(domain), site);
  const platform = platformDomain ? normaliseHost(platformDomain) : null;

  return {
    sites,
    getSiteBySlug(slug: string): Site | null {
      return bySlug.get(slug) ?? null;
    },
    /** `<slug>.localhost` in development, a configured domain or `<slug>.<platform domain>` in production. */
    getSiteByHost(host: string | null | undefined): Site | null {
      if (!host) return null;
      const name = normaliseHost(host);
      const direct = byDomain.get(name);
      if (direct) return direct;
      const suffixes = [...(devHosts ? ['.localhost'] : []), ...(platform ? [`.${platform}`] : [])];
      for (const suffix of suffixes) {
        if (name.endsWith(suffix)) {
          const slug = name.slice(0, -suffix.length);
          if (!slug.includes('.')) return bySlug.get(slug) ?? null;
        }
      }
      return null;
    },
    /** The bare host of an app (localhost, 127.0.0.1) shows the directory of its demo sites. */
    isDirectoryHost(host: string | null | undefined): boolean {
      if (!host || !devHosts) return false;
      const name = normaliseHost(host);
      return name === 'localhost' || name === '127.0.0.1' || name === '[::1]';
    },
    sitesOfTemplate(template: TemplateName): Site[] {
      return sites.filter((site) => site.template === template);
    },
  };
}
