import { type Metadata } from 'next';
import { requireSite } from '../frame/app-context';
import { SearchPage, searchPageMetadata } from './SearchPage';

type SearchParams = Promise<{ site: string; path?: string[] }>;
type QueryParams = Promise<Record<string, string | string[] | undefined>>;

/** app/[site]/search/[[...path]]/page.tsx */
export function searchPageRoute() {
  return {
    generateMetadata: async ({
      params,
      searchParams,
    }: {
      params: SearchParams;
      searchParams: QueryParams;
    }): Promise<Metadata> => {
      const { site: slug, path = [] } = await params;
      return searchPageMetadata(await requireSite(slug), path, await searchParams);
    },
    Page: async function Search({
      params,
      searchParams,
    }: {
      params: SearchParams;
      searchParams: QueryParams;
    }) {
      const { site: slug, path = [] } = await params;
      return (
        <SearchPage site={await requireSite(slug)} path={path} searchParams={await searchParams} />
      );
    },
  };
}
