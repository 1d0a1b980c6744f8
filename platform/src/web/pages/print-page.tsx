import { permanentRedirect } from 'next/navigation';
import { requireSite } from '../app-context';
import { queryString } from '../page-query';
import { carAddress, movedCarSlug } from '../vehicle/load-vehicle';
import { vehicleSheet } from '../vehicle/vehicle-sheet';
import { VehiclePrintPage } from '../sections/vehicle/VehiclePrintPage';

type SiteParams = Promise<{ site: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

/** app/[site]/print/page.tsx: the printable vehicle page (?car_id={slug}). */
export function printPageRoute() {
  return {
    metadata: { title: 'Print', robots: { index: false } },
    async Page({ params, searchParams }: { params: SiteParams; searchParams: Query }) {
      const query = await searchParams;
      const site = await requireSite((await params).site);
      const carSlug = typeof query.car_id === 'string' ? query.car_id : undefined;
      if (carSlug && !(await vehicleSheet(site, carSlug))) {
        const moved = await movedCarSlug(site, carSlug);
        if (moved) permanentRedirect(carAddress(moved, 'print', queryString(query)));
      }
      return <VehiclePrintPage site={site} carSlug={carSlug} />;
    },
  };
}
