import { isWatchlistOn } from './watchlist';

// spec §4 favourites (garage): toggled, stored in the browser; spec §6 a visitor favourites in
// the browser. Where the site also signs shoppers in, a signed-in shopper's favourites are kept
// in their account too: the browser's list is merged into it once on signing in, and each
// toggle afterwards changes both. A failure to reach the account keeps the browser's list.

/** spec §3 Favourite: a saved car as the browser and the account keep it. */
export interface Favourite {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

/** The most cars one merge (or removal) call names. */
export const MAX_FAVOURITES_PER_CALL = 50;

/** The most favourites the garage shows. */
export const MAX_GARAGE_FAVOURITES = 50;

/** The site switches the favourites read. */
export interface FavouritesSiteFeatures {
  favourites: boolean;
  watchlist: boolean;
  authentication: boolean;
}

// spec §4: where the site has the watchlist (and sign-in), the heart saves to it; elsewhere the
// heart is the browser's favourites, where the site has them (spec §6 per-site flag).
export function isFavouritesHeart(features: FavouritesSiteFeatures): boolean {
  return features.favourites && !isWatchlistOn(features);
}

/** Favourites are kept in the account too where the heart is favourites and shoppers sign in. */
export function isAccountFavouritesOn(features: FavouritesSiteFeatures): boolean {
  return isFavouritesHeart(features) && features.authentication;
}

const isCarId = (id: number) => Number.isInteger(id) && id >= 1;

/**
 * What the browser sends to merge its favourites into the account: the cars of the browser's
 * list (in its order) the account does not hold yet, each once, at most one call's worth.
 */
export function favouritesToMerge(
  local: readonly { id: number }[],
  account: readonly number[],
): number[] {
  const held = new Set(account);
  const send: number[] = [];
  for (const { id } of local) {
    if (!isCarId(id) || held.has(id)) continue;
    held.add(id);
    send.push(id);
    if (send.length === MAX_FAVOURITES_PER_CALL) break;
  }
  return send;
}

/**
 * The favourites the garage shows: the account's (the latest first) and then the browser's
 * own not yet in it (a merge may still be on its way), each once, up to the garage's limit.
 */
export function garageFavouriteIds(account: readonly number[], local: readonly number[]): number[] {
  const ids: number[] = [];
  const seen = new Set<number>();
  for (const id of [...account, ...local]) {
    if (!isCarId(id) || seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
    if (ids.length === MAX_GARAGE_FAVOURITES) break;
  }
  return ids;
}
