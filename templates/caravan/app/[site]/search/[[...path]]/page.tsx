import { type Metadata } from 'next';
import { requireSite, SearchPage } from '@dealer/platform/web';
import { template } from '../../../../template';

type Params = Promise<{ site: string; path?: string[] }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const site = requireSite((await params).site, template);
  return { title: `Search ${site.content.vehicleNoun} | ${site.name}` };
}

export default async function Search({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { site: slug, path = [] } = await params;
  const site = requireSite(slug, template);
  return (
    <SearchPage site={site} template={template} path={path} searchParams={await searchParams} />
  );
}
