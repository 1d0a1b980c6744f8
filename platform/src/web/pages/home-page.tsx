import { requireSite } from '../app-context';
import { HomePage } from '../sections/HomePage';

type SiteParams = Promise<{ site: string }>;

/** app/[site]/page.tsx */
export function homePageRoute() {
  return {
    Page: async function Home({ params }: { params: SiteParams }) {
      return <HomePage site={await requireSite((await params).site)} />;
    },
  };
}
