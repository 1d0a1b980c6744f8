import { requireSite } from '../app-context';
import { VehiclePrintPage } from '../sections/vehicle/VehiclePrintPage';

type SiteParams = Promise<{ site: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

/** app/[site]/print/page.tsx: the printable vehicle page (?car_id={slug}). */
export function printPageRoute() {
  return {
    metadata: { title: 'Print', robots: { index: false } },
    async Page({ params, searchParams }: { params: SiteParams; searchParams: Query }) {
      const carId = (await searchParams).car_id;
      return (
        <VehiclePrintPage
          site={await requireSite((await params).site)}
          carSlug={typeof carId === 'string' ? carId : undefined}
        />
      );
    },
  };
}
