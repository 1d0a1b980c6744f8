import { type Metadata } from 'next';
import { requireSite } from '../frame/app-context';
import { loadOfferForRoute } from './load-offer';
import { offerMetaDescription } from './offer-views';
import { OfferPage } from './OfferPage';

// app/[site]/offers/[...path]/page.tsx of every template app (spec §2 /offers/{id} or
// /offers/{manufacturer}/{id}, the manufacturer part only when the site has none; any other
// address of an offer is a 404). One catch-all: the router cannot tell [id] from [manufacturer].

type Params = Promise<{ site: string; path: string[] }>;

const NO_OFFER = '-';

/** The id and manufacturer parts of /offers/{id} or /offers/{manufacturer}/{id}. */
export function offerAddressParts(path: readonly string[]): {
  id: string;
  manufacturer: string | null;
} {
  if (path.length === 1) return { id: path[0]!, manufacturer: null };
  if (path.length === 2) return { id: path[1]!, manufacturer: path[0]! };
  // no offer has an address of another shape
  return { id: NO_OFFER, manufacturer: null };
}

export function offerPageRoute() {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const { site: slug, path } = await params;
      const site = await requireSite(slug);
      const { id, manufacturer } = offerAddressParts(path);
      const offer = await loadOfferForRoute(site, id, manufacturer);
      return {
        title: offer.name,
        description: offerMetaDescription(offer),
        ...(offer.imageUrl ? { openGraph: { images: [{ url: offer.imageUrl }] } } : {}),
      };
    },
    async Page({ params }: { params: Params }) {
      const { site: slug, path } = await params;
      const site = await requireSite(slug);
      const { id, manufacturer } = offerAddressParts(path);
      return <OfferPage site={site} id={id} manufacturer={manufacturer} />;
    },
  };
}
