import { type Metadata } from 'next';
import { notFound } from 'next/navigation';
import { checkoutAnswers } from '../../domain/reservations';
import { appRuntime } from '../../runtime';
import { type PageSearchParams, requireShopper } from '../accounts/require-shopper';
import { requireSite } from '../frame/app-context';
import { CHECKOUT_JOURNEY_TITLE } from '../../domain/purchase-journey';
import { CheckoutJourneyPage } from './CheckoutJourneyPage';

// app/[site]/checkout-journey/page.tsx of every template app (spec §2
// /checkout-journey?car_id={slug or id}: online purchase).

type SiteParams = Promise<{ site: string }>;
type Query = Promise<PageSearchParams>;

/** spec §2 /checkout-journey?car_id={slug or id}: a car by its slug, or by its id (digits). */
export function checkoutJourneyCarRef(
  carId: string | null,
): { kind: 'id'; id: number } | { kind: 'slug'; slug: string } | null {
  const value = carId?.trim() ?? '';
  if (!value || value.length > 200) return null;
  if (/^\d{1,15}$/.test(value)) return { kind: 'id', id: Number(value) };
  return { kind: 'slug', slug: value };
}

/**
 * spec §2 /checkout-journey?car_id={slug or id}: buying a car online (CheckoutJourneyPage); a
 * site that takes no reservations, an unknown car or one that cannot be reserved now is a 404,
 * and where the site's checkout needs a signed-in shopper, so does the journey.
 */
export function checkoutJourneyPageRoute() {
  return {
    async generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
      await requireSite((await params).site);
      return { title: CHECKOUT_JOURNEY_TITLE, robots: { index: false } };
    },
    async Page({ params, searchParams }: { params: SiteParams; searchParams: Query }) {
      const site = await requireSite((await params).site);
      const query = await searchParams;
      const ref = checkoutJourneyCarRef(typeof query.car_id === 'string' ? query.car_id : null);
      const store = await appRuntime().store();
      const car = !ref
        ? null
        : ref.kind === 'id'
          ? await store.stock.getCarById(site, ref.id)
          : await store.stock.getCarBySlug(site, ref.slug);
      if (!checkoutAnswers(site, site.features.reserve.checkoutPath, car)) notFound();
      const shopper = await requireShopper(site, '/checkout-journey', query);
      return <CheckoutJourneyPage site={site} car={car} signedIn={shopper !== null} />;
    },
  };
}
