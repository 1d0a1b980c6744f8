import { requireSite, VehiclePrintPage } from '@dealer/platform/web';
import { template } from '../../../template';

type Params = Promise<{ site: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata = { title: 'Print', robots: { index: false } };

export default async function Print({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const carId = (await searchParams).car_id;
  return (
    <VehiclePrintPage
      site={requireSite((await params).site, template)}
      template={template}
      carSlug={typeof carId === 'string' ? carId : undefined}
    />
  );
}
