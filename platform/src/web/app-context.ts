import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getSiteBySlug, sitesOfTemplate, type Site, type TemplateName } from '@dealer/site-config';
import { getStore, type Store } from '../store';

/** The site a route serves: unknown slugs and sites of another template are a 404. */
export const requireSite = cache((slug: string, template: TemplateName): Site => {
  const site = getSiteBySlug(slug);
  if (!site || site.template !== template) notFound();
  return site;
});

/** The app's store, opened once per process, with its template's demo sites loaded. */
export function appStore(template: TemplateName): Promise<Store> {
  return getStore(sitesOfTemplate(template));
}

/** For route handlers: the site, or null (they answer 404 themselves). */
export function siteForRoute(slug: string, template: TemplateName): Site | null {
  const site = getSiteBySlug(slug);
  return site && site.template === template ? site : null;
}
