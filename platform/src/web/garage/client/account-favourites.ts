import { favouritesToMerge } from '../../../domain/favourites';
import { type Favourite, onFavouriteToggle, readFavourites } from '../favourites';

// The browser's side of favourites kept in the account (spec §4 favourites, on sites where the
// heart saves favourites and shoppers sign in): once a page knows the shopper is signed in, the
// browser's list is merged into the account once a visit (favouritesToMerge decides what is
// sent), and each toggle of a heart afterwards changes the account too. The browser's list is
// the shopper's either way: a failure only logs and keeps it, and the merge is tried again on
// the next page.

export const FAVOURITES_ENDPOINT = '/api/favourites';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The most merge calls one page makes (each takes up to 50 cars). */
const MAX_MERGE_CALLS = 4;

/** Where this visit remembers that the browser's list is merged already. */
export const mergedKey = (siteSlug: string) => `dealer:${siteSlug}:favourites-merged`;

export interface MergeDeps {
  fetch: Fetch;
  /** the browser's favourites of the site */
  local: () => Favourite[];
  /** this visit's storage (sessionStorage); null where the browser refuses it */
  session: SessionStorageLike | null;
  warn: (message: string) => void;
}

function sessionStorageOrNull(): SessionStorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function browserDeps(siteSlug: string): MergeDeps {
  return {
    fetch: (input, init) => fetch(input, init),
    local: () => readFavourites(siteSlug),
    session: sessionStorageOrNull(),
    warn: (message) => console.warn(message),
  };
}

function remember(session: SessionStorageLike | null, key: string) {
  try {
    session?.setItem(key, '1');
  } catch {
    // a visit that cannot remember merges again on the next page: no harm
  }
}

/** The account's favourite car ids in an answer, or null when it is not one. */
function carIdsOf(body: unknown): number[] | null {
  const ids = (body as { car_ids?: unknown } | null)?.car_ids;
  return Array.isArray(ids) && ids.every((id) => Number.isInteger(id)) ? (ids as number[]) : null;
}

/**
 * POST /api/favourites/merge or /remove with { car_ids }: the account's car ids after the
 * change, or null when the site refused it or could not be reached.
 */
export async function postFavouritesChange(
  kind: 'merge' | 'remove',
  carIds: readonly number[],
  fetchImpl: Fetch = fetch,
): Promise<number[] | null> {
  try {
    const response = await fetchImpl(`${FAVOURITES_ENDPOINT}/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ car_ids: carIds }),
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    return carIdsOf(await response.json().catch(() => null));
  } catch {
    return null;
  }
}

export type MergeOutcome = 'merged' | 'nothing-to-merge' | 'done-this-visit' | 'failed';

/**
 * Merges the browser's favourites of the site into the signed-in shopper's account: asks the
 * account's list (GET /api/favourites) and sends the cars it lacks. Done once a visit; a
 * failure leaves the browser's list as it is and is tried again on the next page.
 */
export async function mergeFavouritesIntoAccount(
  siteSlug: string,
  deps: MergeDeps,
): Promise<MergeOutcome> {
  const key = mergedKey(siteSlug);
  let done: string | null = null;
  try {
    done = deps.session?.getItem(key) ?? null;
  } catch {
    done = null;
  }
  if (done === '1') return 'done-this-visit';
  const local = deps.local();
  if (local.length === 0) {
    remember(deps.session, key);
    return 'nothing-to-merge';
  }
  let account: number[] | null = null;
  try {
    const response = await deps.fetch(FAVOURITES_ENDPOINT, { credentials: 'same-origin' });
    const body = (await response.json().catch(() => null)) as { signed_in?: unknown } | null;
    if (response.ok && body?.signed_in === true) account = carIdsOf(body);
  } catch {
    account = null;
  }
  if (!account) {
    deps.warn('Your favourites could not be added to your account; they are kept here.');
    return 'failed';
  }
  let merged = false;
  for (let call = 0; call < MAX_MERGE_CALLS; call += 1) {
    const send = favouritesToMerge(local, account);
    if (send.length === 0) break;
    const after = await postFavouritesChange('merge', send, deps.fetch);
    if (!after) {
      deps.warn('Your favourites could not be added to your account; they are kept here.');
      return 'failed';
    }
    merged = true;
    // cars the account does not take (another site's, gone) count as handled
    account = [...after, ...account, ...send];
  }
  remember(deps.session, key);
  return merged ? 'merged' : 'nothing-to-merge';
}

let connection: Promise<boolean> | null = null;
let stopFollowing: (() => void) | null = null;

/**
 * Once a page knows whether the shopper is signed in: for a signed-in shopper, the browser's
 * favourites are merged into the account and every toggle of a heart on the page changes the
 * account too. Answers whether the account follows (the same answer for every caller).
 */
export function connectFavouritesAccount(
  siteSlug: string,
  signedIn: Promise<boolean>,
  deps: MergeDeps = browserDeps(siteSlug),
): Promise<boolean> {
  connection ??= signedIn.then(async (yes) => {
    if (!yes) return false;
    stopFollowing = onFavouriteToggle((slug, carId, saved) => {
      if (slug !== siteSlug) return;
      void postFavouritesChange(saved ? 'merge' : 'remove', [carId], deps.fetch).then((after) => {
        if (!after)
          deps.warn('Your account’s favourites could not be updated; they are kept here.');
      });
    });
    await mergeFavouritesIntoAccount(siteSlug, deps);
    return true;
  });
  return connection;
}

/** On signing out: the next shopper to sign in on this visit has the browser's list merged. */
export function forgetFavouritesMerge(siteSlug: string, session = sessionStorageOrNull()) {
  try {
    session?.removeItem(mergedKey(siteSlug));
  } catch {
    // nothing remembered
  }
}

/** For tests: a page's connection starts afresh. */
export function resetFavouritesConnection() {
  stopFollowing?.();
  stopFollowing = null;
  connection = null;
}
