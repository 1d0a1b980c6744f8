import { requireSite, vehicleOgImage, vehicleOgImageSize } from '@dealer/platform/web';
import { template } from '../../../../template';

export const size = vehicleOgImageSize;
export const contentType = 'image/png';
export const alt = 'The vehicle, its price and where to find it';

export default async function Image({
  params,
}: {
  params: Promise<{ site: string; slug: string }>;
}) {
  const { site, slug } = await params;
  return vehicleOgImage(requireSite(site, template), template, decodeURIComponent(slug));
}
