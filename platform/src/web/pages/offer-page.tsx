import { type Metadata } from 'next';
import { requireSite } from '../app-context';
import { loadOfferForRoute } from '../offers/load-offer';
import { offerMetaDescription } from '../offers/offer-views';
import { OfferPage } from '../sections/offers/OfferPage';

// app/[site]/offers/[id]/page.tsx and app/[site]/offers/[manufacturer]/[id]/page.tsx of every
// template app (spec §2 /offers/{id} or /offers/{manufacturer}/{id}, the manufacturer part only
// when the site has none; any other address of an offer is a 404).

type Params = Promise<{ site: string; id: string; manufacturer?: string }>;

export function offerPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const { site: slug, id, manufacturer } = await params;
      const site = await requireSite(slug);
      const offer = await loadOfferForRoute(site, id, manufacturer ?? null);
      return {
        title: offer.name,
        description: offerMetaDescription(offer),
        ...(offer.imageUrl ? { openGraph: { images: [{ url: offer.imageUrl }] } } : {}),
      };
    },
    async Page({ params }: { params: Params }) {
      const { site: slug, id, manufacturer } = await params;
      const site = await requireSite(slug);
      return <OfferPage site={site} id={id} manufacturer={manufacturer ?? null} />;
    },
  };
}
