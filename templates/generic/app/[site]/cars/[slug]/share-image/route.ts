import { siteForRoute, vehicleOgImage } from '@dealer/platform/web';
import { template } from '../../../../../template';

type Params = Promise<{ site: string; slug: string }>;

// The vehicle page's share picture (its og:image).
export async function GET(_request: Request, { params }: { params: Params }) {
  const { site: siteSlug, slug } = await params;
  const site = siteForRoute(siteSlug, template);
  if (!site) return new Response('Not found', { status: 404 });
  const image = await vehicleOgImage(site, template, decodeURIComponent(slug));
  return image ?? new Response('Not found', { status: 404 });
}
