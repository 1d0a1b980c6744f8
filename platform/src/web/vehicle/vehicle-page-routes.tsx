import { type TemplateName } from '@dealer/site-config';
import { requireSite } from '../app-context';
import { vehicleOpenForm } from './vehicle-forms';
import { VehiclePage, vehiclePageMetadata } from './VehiclePage';
import { VehiclePrintPage } from './VehiclePrintPage';

// What the thin route files of every template export for /cars/{slug} and /print.

type CarParams = Promise<{ site: string; slug: string }>;
type SiteParams = Promise<{ site: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export function vehiclePageRoute(template: TemplateName) {
  return {
    async generateMetadata({ params }: { params: CarParams }) {
      const { site, slug } = await params;
      return vehiclePageMetadata(requireSite(site, template), template, decodeURIComponent(slug));
    },
    async Page({ params, searchParams }: { params: CarParams; searchParams: Query }) {
      const { site, slug } = await params;
      return (
        <VehiclePage
          site={requireSite(site, template)}
          template={template}
          slug={decodeURIComponent(slug)}
          openForm={vehicleOpenForm((await searchParams).enquire)}
        />
      );
    },
  };
}

export function printPageRoute(template: TemplateName) {
  return {
    metadata: { title: 'Print', robots: { index: false } },
    async Page({ params, searchParams }: { params: SiteParams; searchParams: Query }) {
      const carId = (await searchParams).car_id;
      return (
        <VehiclePrintPage
          site={requireSite((await params).site, template)}
          template={template}
          carSlug={typeof carId === 'string' ? carId : undefined}
        />
      );
    },
  };
}
