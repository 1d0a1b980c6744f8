import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getSiteByHost, type Site } from '@dealer/site-config';
import { type AppRuntime, appRuntime, siteOfApp } from '../../runtime';

/**
 * The site a request is for: the site in the path, when it is one of this app's sites and the
 * site the Host header names. The proxy always rewrites a host to its own site's path; this
 * holds even for a request that reached the route without it.
 */
export function siteOfRequest(
  runtime: Pick<AppRuntime, 'profile'>,
  slug: string,
  host: string | null,
  siteOfHost: (host: string | null) => Pick<Site, 'slug'> | null = getSiteByHost,
): Site | null {
  const site = siteOfApp(runtime, slug);
  if (!site) return null;
  return siteOfHost(host)?.slug === site.slug ? site : null;
}

async function siteOfThisRequest(slug: string): Promise<Site | null> {
  return siteOfRequest(appRuntime(), slug, (await headers()).get('host'));
}

/** The site a page serves: unknown slugs, sites of another template or host are a 404. */
export const requireSite = cache(async (slug: string): Promise<Site> => {
  const site = await siteOfThisRequest(slug);
  if (!site) notFound();
  return site;
});

/** For route handlers: the site, or null (they answer 404 themselves). */
export async function siteForRoute(slug: string): Promise<Site | null> {
  return siteOfThisRequest(slug);
}
