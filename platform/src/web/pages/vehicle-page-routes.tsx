import { notFound } from 'next/navigation';
import { requireSite, siteForRoute } from '../app-context';
import { decodePathSegment } from '../path-segment';
import { vehicleOgImage } from '../handlers/vehicle-og-image';
import { vehicleOpenForm } from '../vehicle/vehicle-forms';
import { VehiclePage, vehiclePageMetadata } from '../sections/vehicle/VehiclePage';
import { VehiclePrintPage } from '../sections/vehicle/VehiclePrintPage';

// What the thin route files of every template export for /cars/{slug}, its share picture and
// /print.

/** The car slug of a /cars/{slug} path; a broken percent-encoding is a 404. */
function carSlugOf(raw: string): string {
  const slug = decodePathSegment(raw);
  if (slug === null) notFound();
  return slug;
}

type CarParams = Promise<{ site: string; slug: string }>;
type SiteParams = Promise<{ site: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export function vehiclePageRoute() {
  return {
    async generateMetadata({ params }: { params: CarParams }) {
      const { site, slug } = await params;
      return vehiclePageMetadata(requireSite(site), carSlugOf(slug));
    },
    async Page({ params, searchParams }: { params: CarParams; searchParams: Query }) {
      const { site, slug } = await params;
      return (
        <VehiclePage
          site={requireSite(site)}
          slug={carSlugOf(slug)}
          openForm={vehicleOpenForm((await searchParams).enquire)}
        />
      );
    },
  };
}

/** /cars/{slug}/share-image: the vehicle page's share picture (its og:image). */
export function shareImageRoute() {
  return {
    async GET(_request: Request, { params }: { params: CarParams }) {
      const { site: siteSlug, slug } = await params;
      const site = siteForRoute(siteSlug);
      if (!site) return new Response('Not found', { status: 404 });
      const carSlug = decodePathSegment(slug);
      const image = carSlug === null ? null : await vehicleOgImage(site, carSlug);
      return image ?? new Response('Not found', { status: 404 });
    },
  };
}

export function printPageRoute() {
  return {
    metadata: { title: 'Print', robots: { index: false } },
    async Page({ params, searchParams }: { params: SiteParams; searchParams: Query }) {
      const carId = (await searchParams).car_id;
      return (
        <VehiclePrintPage
          site={requireSite((await params).site)}
          carSlug={typeof carId === 'string' ? carId : undefined}
        />
      );
    },
  };
}
