import { requireSite } from '../frame/app-context';
import { HomePage } from './HomePage';
import { HomeOfferPopup } from '../offers/HomeOfferPopup';
import { HomeOffers } from '../offers/HomeOffers';

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
