import { type Metadata } from 'next';
import {
  requireSite,
  VehiclePage,
  vehiclePageMetadata,
  vehicleOpenForm,
} from '@dealer/platform/web';
import { template } from '../../../../template';

type Params = Promise<{ site: string; slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site, slug } = await params;
  return vehiclePageMetadata(requireSite(site, template), template, decodeURIComponent(slug));
}

export default async function Vehicle({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { site, slug } = await params;
  return (
    <VehiclePage
      site={requireSite(site, template)}
      template={template}
      slug={decodeURIComponent(slug)}
      openForm={vehicleOpenForm((await searchParams).enquire)}
    />
  );
}
