import { type ReservationSummaryProps } from '@dealer/design-system';
import { formatNumber } from '@dealer/design-system/format';
import { type Site } from '@dealer/site-config';
import { type Car, type Location } from '../../domain/entities';
import { depositText } from '../../domain/reservations';
import { locationDisplayName, shownPrice } from '../../domain/vehicle-sidebar';

// The checkout's answers from the domain, shaped into the props of its parts: no markup here.

/** Where the checkout's form posts (reservation-routes). */
export const RESERVATIONS_ENDPOINT = '/api/reservations';

export interface CheckoutView {
  summary: ReservationSummaryProps;
  breadcrumbs: { label: string; href?: string }[];
}

export function checkoutView(site: Site, car: Car, location: Location | null): CheckoutView {
  const { reserve } = site.features;
  const price = shownPrice(car, site);
  const image = car.images[0] ?? null;
  const facts = [
    { label: 'Stock No.', value: car.stocknum },
    ...(car.itemType === 'caravan'
      ? []
      : [{ label: 'Kilometres', value: `${formatNumber(car.km)} km` }]),
    ...(location ? [{ label: 'Location', value: locationDisplayName(location.name) }] : []),
  ];
  return {
    summary: {
      title: car.name,
      image: image
        ? { src: image.url, alt: image.alt || car.name, width: image.width, height: image.height }
        : null,
      price: price
        ? {
            amount: price.amount,
            text: price.text,
            qualifier: price.qualifier,
            wasPrice: price.wasPrice,
          }
        : { amount: null, text: site.content.noPriceText },
      facts,
      deposit: depositText(reserve.depositAmount),
      depositNote:
        reserve.depositAmount > 0
          ? `100% refundable · held for ${reserve.holdHours} hours`
          : `Held for ${reserve.holdHours} hours`,
    },
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: car.name, href: `/cars/${encodeURIComponent(car.slug)}` },
      { label: 'Reserve Car Now' },
    ],
  };
}
