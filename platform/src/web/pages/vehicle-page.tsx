import { notFound } from 'next/navigation';
import { requireSite } from '../app-context';
import { decodePathSegment } from '../path-segment';
import { vehicleOpenForm } from '../vehicle/vehicle-forms';
import { VehiclePage, vehiclePageMetadata } from '../sections/vehicle/VehiclePage';

// app/[site]/cars/[slug]/page.tsx of every template app.

/** The car slug of a /cars/{slug} path; a broken percent-encoding is a 404. */
function carSlugOf(raw: string): string {
  const slug = decodePathSegment(raw);
  if (slug === null) notFound();
  return slug;
}

type CarParams = Promise<{ site: string; slug: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export function vehiclePageRoute() {
  return {
    async generateMetadata({ params }: { params: CarParams }) {
      const { site, slug } = await params;
      return vehiclePageMetadata(await requireSite(site), carSlugOf(slug));
    },
    async Page({ params, searchParams }: { params: CarParams; searchParams: Query }) {
      const { site, slug } = await params;
      return (
        <VehiclePage
          site={await requireSite(site)}
          slug={carSlugOf(slug)}
          openForm={vehicleOpenForm((await searchParams).enquire)}
        />
      );
    },
  };
}
