import { makeLogoResponse, siteForRoute } from '@dealer/platform/web';
import { template } from '../../../../../template';

type Params = Promise<{ site: string; file: string }>;

export async function GET(_request: Request, { params }: { params: Params }) {
  const { site: slug, file } = await params;
  if (!siteForRoute(slug, template)) return new Response('Not found', { status: 404 });
  return makeLogoResponse(file);
}
