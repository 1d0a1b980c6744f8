import { requireSite } from '../app-context';
import { HomePage } from '../sections/HomePage';
import { HomeOfferPopup } from '../sections/offers/HomeOfferPopup';
import { HomeOffers } from '../sections/offers/HomeOffers';

type SiteParams = Promise<{ site: string }>;

/** app/[site]/page.tsx */
export function homePageRoute() {
  return {
    Page: async function Home({ params }: { params: SiteParams }) {
      const site = await requireSite((await params).site);
      return (
        <>
          <HomePage site={site} offers={<HomeOffers site={site} />} />
          <HomeOfferPopup site={site} />
        </>
      );
    },
  };
}
