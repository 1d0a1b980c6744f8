import { notFound, permanentRedirect } from 'next/navigation';
import { type Site } from '@dealer/site-config';
import { requireSite } from '../frame/app-context';
import { type PageQueryInput, queryString } from '../frame/page-query';
import { decodePathSegment } from '../../domain/path-segment';
import { loadVehicle, movedVehiclePath } from './load-vehicle';
import { vehicleOpenForm } from './vehicle-forms';
import { VehiclePage, vehiclePageMetadata } from './VehiclePage';

// app/[site]/cars/[slug]/page.tsx of every template app.

/**
 * The car slug of a /cars/{slug} path; a broken percent-encoding is a 404, and an old form of a
 * car's slug is sent to its page now (a permanent redirect, the query kept).
 */
async function carSlugOf(site: Site, raw: string, query: PageQueryInput): Promise<string> {
  const slug = decodePathSegment(raw);
  if (slug === null) notFound();
  if (!(await loadVehicle(site, slug))) {
    const moved = await movedVehiclePath(site, slug);
    if (moved) permanentRedirect(`${moved}${queryString(query)}`);
  }
  return slug;
}

type CarParams = Promise<{ site: string; slug: string }>;
type Query = Promise<PageQueryInput>;

export function vehiclePageRoute() {
  return {
    async generateMetadata({ params, searchParams }: { params: CarParams; searchParams: Query }) {
      const { site: siteSlug, slug } = await params;
      const site = await requireSite(siteSlug);
      return vehiclePageMetadata(site, await carSlugOf(site, slug, await searchParams));
    },
    async Page({ params, searchParams }: { params: CarParams; searchParams: Query }) {
      const { site: siteSlug, slug } = await params;
      const site = await requireSite(siteSlug);
      const query = await searchParams;
      return (
        <VehiclePage
          site={site}
          slug={await carSlugOf(site, slug, query)}
          openForm={vehicleOpenForm(query.enquire)}
        />
      );
    },
  };
}
