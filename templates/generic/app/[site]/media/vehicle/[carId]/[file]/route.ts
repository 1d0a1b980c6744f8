import { siteForRoute, vehicleImageResponse } from '@dealer/platform/web';
import { template } from '../../../../../../template';

type Params = Promise<{ site: string; carId: string; file: string }>;

export async function GET(_request: Request, { params }: { params: Params }) {
  const { site: slug, carId, file } = await params;
  const site = siteForRoute(slug, template);
  if (!site) return new Response('Not found', { status: 404 });
  return vehicleImageResponse(site, template, carId, file);
}
