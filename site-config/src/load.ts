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

/** Parses every site and checks what must be unique across sites. */
export function loadSites(inputs: readonly SiteInput[]): Site[] {
  const sites = inputs.map(parseSite);
  const seen = new Map<string, string>();
  for (const site of sites) {
    const keys = [
      `slug ${site.slug}`,
      `id ${site.id}`,
      // one host, however its case is written, is one site's
      ...site.domains.map((d) => `domain ${normaliseHost(d)}`),
    ];
    for (const key of keys) {
      const owner = seen.get(key);
      if (owner) {
        throw new SiteConfigError(site.slug, [
          { path: key.split(' ')[0]!, message: `${key} is already used by "${owner}"` },
        ]);
      }
      seen.set(key, site.slug);
    }
    const dealershipIds = new Set(site.dealerships.map((d) => d.id));
    if (!dealershipIds.has(site.dealershipId)) {
      throw new SiteConfigError(site.slug, [
        { path: 'dealershipId', message: 'must be one of the site dealerships' },
      ]);
    }
    // an optional menu item switches on only an item the site's template has
    const offered = optionalMenuItemsOf(profileOf(site.template));
    const unknown = site.menu.optionalItems.filter((item) => !offered.includes(item));
    if (unknown.length > 0) {
      throw new SiteConfigError(site.slug, [
        {
          path: 'menu.optionalItems',
          message: `the ${site.template} template has no optional item ${unknown.join(', ')}`,
        },
      ]);
    }
  }
  return sites;
}

export type SiteRegistry = ReturnType<typeof createSiteRegistry>;

/**
 * Whether `<slug>.localhost` hosts and the bare-host directory of demo sites are served: in
 * development, or where DEALER_DEV_HOSTS=1 says so (`npm start` and the tests do). A production
 * app answers only its sites' domains and `<slug>.<PLATFORM_DOMAIN>`.
 */
export function devHostsAllowed(env: Record<string, string | undefined> = process.env): boolean {
  return env.DEALER_DEV_HOSTS === '1' || env.NODE_ENV !== 'production';
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
