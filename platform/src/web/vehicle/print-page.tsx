import { permanentRedirect } from 'next/navigation';
import { requireSite } from '../frame/app-context';
import { queryString } from '../frame/page-query';
import { carAddress, movedCarSlug } from './load-vehicle';
import { vehicleSheet } from './vehicle-sheet';
import { VehiclePrintPage } from './VehiclePrintPage';

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
