import { historyReportResponse, siteForRoute } from '@dealer/platform/web';
import { template } from '../../../../../template';

type Params = Promise<{ site: string; file: string }>;

export async function GET(_request: Request, { params }: { params: Params }) {
  const { site: slug, file } = await params;
  const site = siteForRoute(slug, template);
  if (!site) return new Response('Not found', { status: 404 });
  return historyReportResponse(site, template, file);
}
