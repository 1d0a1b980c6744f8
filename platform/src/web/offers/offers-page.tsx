import { type Metadata } from 'next';
import { requireSite } from '../frame/app-context';
import { OFFERS_TITLE } from './offer-views';
import { OffersPage } from './OffersPage';

// app/[site]/special-offers/page.tsx of every template app (spec §2 /special-offers).

type Params = Promise<{ site: string }>;

export function offersPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const site = await requireSite((await params).site);
      return {
        title: OFFERS_TITLE,
        description: `The latest special offers from ${site.name}: finance, new and used vehicle offers, servicing and more.`,
      };
    },
    async Page({ params }: { params: Params }) {
      const site = await requireSite((await params).site);
      return <OffersPage site={site} />;
    },
  };
}
