import { type Site } from '@dealer/site-config';
import { type Car, type Location } from '../../domain/entities';
import { factsFromCar } from '../../domain/vehicle-facts';
import { isWatchlistOn, watchlistStatus, type WatchlistStatus } from '../../domain/watchlist';
import { stockDocument } from '../../domain/stock-document';
import { isCarVisibleOnSite } from '../../domain/site-visibility';
import { type WatchlistButtonProps } from './client/WatchlistButton';
import {
  type CardDocument,
  cardOptions,
  vehicleCardProps,
} from '../../search/address/search-config';

// The shopper's watchlist as its page shows it (spec §4): each saved car as the search shows it,
// with its price by the display rules and its current status, sold cars marked 'Sold'.

/** Where a card of a car the site no longer shows leads: the site's search. */
export const WATCHLIST_SEARCH_PATH = '/search';

export interface WatchlistCardView {
  carId: number;
  name: string;
  status: WatchlistStatus;
  card: ReturnType<typeof vehicleCardProps>;
}

/** The watchlist page's cards of the saved cars, in the order given (the latest saved first). */
export function watchlistCards(
  site: Site,
  saved: readonly Car[],
  locations: readonly Location[],
  now: Date,
): WatchlistCardView[] {
  const options = cardOptions(site);
  return saved.flatMap((car) => {
    const dealership = site.dealerships.find((d) => d.id === car.dealershipId);
    const location = locations.find((l) => l.id === car.locationId) ?? null;
    if (!dealership || !location) return [];
    const shown = isCarVisibleOnSite(site, car, location, now);
    const status = watchlistStatus(car, shown);
    const card = vehicleCardProps(
      stockDocument(car, { dealership, location }) as CardDocument,
      options,
      now,
    );
    return [
      {
        carId: car.id,
        name: car.name,
        status,
        card: {
          ...card,
          // a car the site no longer shows has no page: its card leads to the search
          ...(shown ? {} : { href: WATCHLIST_SEARCH_PATH, findSimilarHref: WATCHLIST_SEARCH_PATH }),
          tag: status === 'Sold' ? { label: 'Sold', tone: 'critical' as const } : card.tag,
        },
      },
    ];
  });
}

/** The vehicle page's watchlist heart, where the site has the watchlist (spec §4), else null. */
export function vehicleWatchlistButton(site: Site, car: Car): WatchlistButtonProps | null {
  if (!isWatchlistOn(site.features)) return null;
  const { status, price, photosCount } = factsFromCar(car);
  return {
    car: { id: car.id, name: car.name, status, price, photosCount },
    options: { hideSaveForNoPriceOrImages: site.features.hideSaveForNoPriceOrImages },
  };
}
