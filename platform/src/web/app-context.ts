import { cache } from 'react';
import { notFound } from 'next/navigation';
import { type Site } from '@dealer/site-config';
import { appRuntime, siteOfApp } from '../runtime';

/** The site a page serves: unknown slugs and sites of another template are a 404. */
export const requireSite = cache((slug: string): Site => {
  const site = siteOfApp(appRuntime(), slug);
  if (!site) notFound();
  return site;
});

/** For route handlers: the site, or null (they answer 404 themselves). */
export function siteForRoute(slug: string): Site | null {
  return siteOfApp(appRuntime(), slug);
}
