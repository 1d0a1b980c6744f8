import { HomePage, requireSite } from '@dealer/platform/web';
import { template } from '../../template';

export default async function Home({ params }: { params: Promise<{ site: string }> }) {
  const site = requireSite((await params).site, template);
  return <HomePage site={site} template={template} />;
}
