import { type Car } from './entities';
import { type VehicleFacts } from './vehicle-facts';

// spec §4 watchlist: a signed-in shopper saves cars to, and removes them from, the site's
// watchlist; the heart changes at once, then a toast says what happened, with 'View List'. A sold
// car not already saved shows no save button; an anonymous shopper is sent to sign in first and
// the save is made when they come back. spec §8: a failure alerts the server's message and the
// heart stays as the shopper set it.

/** Where the shopper's watchlist is (spec §2 'Watchlist page: path not shown'). */
export const WATCHLIST_PATH = '/watchlist';

/** The largest car id the store keeps (a Postgres integer). */
export const MAX_CAR_ID = 2_147_483_647;

/** The query parameter that carries a save made before signing in back to the page. */
export const PENDING_SAVE_PARAM = 'save';

export const WATCHLIST_TOAST_ACTION = 'View List';

/** The site switches the watchlist reads. */
export interface WatchlistSiteFeatures {
  watchlist: boolean;
  authentication: boolean;
}

// spec §4 Watchlist (save/remove for signed-in users) and Authentication (default off): the
// watchlist works only where the site has both on.
export function isWatchlistOn(features: WatchlistSiteFeatures): boolean {
  return features.watchlist && features.authentication;
}

export interface WatchlistButtonOptions {
  /** spec §5: some sites hide save for cars priced 0 or without images */
  hideSaveForNoPriceOrImages: boolean;
}

// spec §4 'Sold car not already saved shows no save button'; spec §5 save hidden for cars not in
// stock and (some sites) for price 0 or no images. A saved car always shows its button, so the
// shopper can take it off the list.
export function showsWatchlistButton(
  car: Pick<VehicleFacts, 'status' | 'price' | 'photosCount'>,
  saved: boolean,
  options: WatchlistButtonOptions,
): boolean {
  if (saved) return true;
  if (car.status === 'sold') return false;
  return !(options.hideSaveForNoPriceOrImages && (car.price <= 0 || car.photosCount === 0));
}

export type WatchlistChange = 'saved' | 'removed';

export interface WatchlistToast {
  title: string;
  description: string;
  action: { label: typeof WATCHLIST_TOAST_ACTION; href: string };
}

// spec §4 the toast after a save or a removal, with its 'View List' action.
export function watchlistToast(outcome: WatchlistChange, carName: string): WatchlistToast {
  const action = { label: WATCHLIST_TOAST_ACTION, href: WATCHLIST_PATH } as const;
  return outcome === 'saved'
    ? {
        title: 'Car Saved In Watchlist',
        description: `${carName} is now available in your watchlist`,
        action,
      }
    : {
        title: 'Car Removed',
        description: `${carName} is no longer in your watchlist`,
        action,
      };
}

/** A path as the address bar has it: pathname, then an optional query and fragment. */
function splitPath(path: string): { pathname: string; query: URLSearchParams; hash: string } {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    query: new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : ''),
    hash,
  };
}

function joinPath(pathname: string, query: URLSearchParams, hash = ''): string {
  const text = query.toString();
  return `${pathname}${text ? `?${text}` : ''}${hash}`;
}

/** A query value with its slashes left readable (a path in a query needs no escaped '/'). */
const queryValue = (value: string) => encodeURIComponent(value).replace(/%2F/gi, '/');

// spec §2 '/sign-in?type=watchlist&redirect={path}&back={path}'.
export function watchlistSignInHref(redirect: string, back: string): string {
  return `/sign-in?type=watchlist&redirect=${queryValue(redirect)}&back=${queryValue(back)}`;
}

/** The path without a pending save (what the page's address becomes once it is made). */
export function withoutPendingSave(path: string): string {
  const { pathname, query, hash } = splitPath(path);
  query.delete(PENDING_SAVE_PARAM);
  return joinPath(pathname, query, hash);
}

// spec §4 'Anonymous user redirected to sign-in': to sign-in, coming back to this page with the
// car to save in its address (?save=<car id>); 'back' is the page as it was.
export function signInHrefForSave(path: string, carId: number): string {
  // a path starting '//' would read as another host: the page is this site's path
  const back = withoutPendingSave(path).replace(/^\/{2,}/, '/');
  const { pathname, query } = splitPath(back);
  query.set(PENDING_SAVE_PARAM, String(carId));
  return watchlistSignInHref(joinPath(pathname, query), back);
}

/** The car id of a save made before signing in (the page's ?save=), or null. */
export function pendingSaveOf(search: string): number | null {
  const value = new URLSearchParams(search).get(PENDING_SAVE_PARAM);
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_CAR_ID ? id : null;
}

export type WatchlistStatus = 'In Stock' | 'Coming Soon' | 'Reserved' | 'Sold' | 'No Longer Listed';

// spec §4 the watchlist page shows each saved car's current status; sold cars are marked 'Sold'.
// A car the site no longer shows (taken off the website) is 'No Longer Listed'.
export function watchlistStatus(
  car: Pick<Car, 'status' | 'reserved'>,
  shownOnSite: boolean,
): WatchlistStatus {
  if (car.status === 'sold') return 'Sold';
  if (!shownOnSite) return 'No Longer Listed';
  if (car.reserved) return 'Reserved';
  return car.status === 'coming_soon' ? 'Coming Soon' : 'In Stock';
}
