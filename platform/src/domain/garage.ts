import { type FavouritesSiteFeatures, isFavouritesHeart } from './favourites';
import { savedSearchPath } from './saved-searches';
import { isWatchlistOn } from './watchlist';

// My garage (/my-garage): the shopper's favourites, watchlist, saved searches, recent searches
// and recently viewed cars in one place.

export const GARAGE_PATH = '/my-garage';

/** The sign-in page's type for the garage (spec §2 type). */
export const GARAGE_SIGN_IN_TYPE = 'my-garage';

/** The most recently viewed cars the garage shows (the browser keeps more, for leads). */
export const GARAGE_RECENTLY_VIEWED = 12;

/** The most watchlist cars the garage shows; the watchlist page has them all. */
export const GARAGE_WATCHLIST_PREVIEW = 6;

/**
 * Who the garage is for on a site:
 * - 'account': spec §2 /my-garage is a gated route: with authentication on, a signed-in
 *   shopper's page (a visitor is sent to sign in);
 * - 'browser': with authentication off nobody can sign in, and the garage is what spec §4/§6
 *   give a visitor, the favourites (and searches and cars) kept in their browser, where the
 *   site has favourites on;
 * - null: neither, the page is not found.
 */
export type GarageAccess = 'account' | 'browser' | null;

export function garageAccess(features: FavouritesSiteFeatures): GarageAccess {
  if (features.authentication) return 'account';
  return features.favourites ? 'browser' : null;
}

export const garageSectionIds = [
  'favourites',
  'watchlist',
  'saved-searches',
  'recent-searches',
  'recently-viewed',
] as const;

export type GarageSectionId = (typeof garageSectionIds)[number];

export const garageSectionHeadings: Record<GarageSectionId, string> = {
  favourites: 'Favourites',
  watchlist: 'Watchlist',
  'saved-searches': 'Saved searches',
  'recent-searches': 'Recent searches',
  'recently-viewed': 'Recently viewed',
};

/**
 * The garage's sections on a site, in order: Favourites where the heart saves favourites (not
 * where it saves to the watchlist: spec §4), the Watchlist where the site has it, Saved
 * searches for a signed-in shopper, then the browser's recent searches and recently viewed cars.
 */
export function garageSections(
  features: FavouritesSiteFeatures,
  access: GarageAccess,
): GarageSectionId[] {
  if (!access) return [];
  const account = access === 'account';
  return garageSectionIds.filter((id) => {
    switch (id) {
      case 'favourites':
        return isFavouritesHeart(features);
      case 'watchlist':
        return account && isWatchlistOn(features);
      case 'saved-searches':
        return account;
      default:
        return true;
    }
  });
}

/**
 * The recently viewed cars the garage shows: the browser's list is the latest first, once per
 * car; the first few of it, each a car id once.
 */
export function recentlyViewedIds(
  viewed: readonly { id: number }[],
  limit = GARAGE_RECENTLY_VIEWED,
): number[] {
  const ids: number[] = [];
  for (const { id } of viewed) {
    if (!Number.isInteger(id) || id < 1 || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === limit) break;
  }
  return ids;
}

/** How a saved search's alerts reach the shopper, as the garage says it. */
export function savedSearchAlertsLabel(
  channel: string,
  email: string | null,
  emailConfirmed = true,
): string {
  switch (channel) {
    case 'sms':
      return 'Alerts by SMS';
    case 'email':
      if (!emailConfirmed) {
        return email
          ? `Alerts by email to ${email} once you confirm it (see the link we emailed you)`
          : 'Alerts by email once you confirm your address';
      }
      return email ? `Alerts by email to ${email}` : 'Alerts by email';
    default:
      return 'No alerts';
  }
}

/** A saved search as the garage lists it. */
export interface GarageSavedSearchItem {
  id: number;
  name: string;
  /** the search's address on the site: its path and refinements */
  href: string;
  /** e.g. 'Alerts by SMS' */
  alerts: string;
}

/** The shopper's saved searches as the garage lists them, in the order given (latest first). */
export function garageSavedSearchItems(
  rows: readonly {
    id: number;
    name: string;
    path: string;
    query: string;
    channel: string;
    email: string | null;
    /** whether the email address is confirmed (alerts go only to a confirmed one) */
    emailConfirmed: boolean;
  }[],
): GarageSavedSearchItem[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    href: savedSearchPath(row),
    alerts: savedSearchAlertsLabel(row.channel, row.email, row.emailConfirmed),
  }));
}
