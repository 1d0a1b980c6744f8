import { pendingSaveOf, type WatchlistChange } from '../../../domain/watchlist';

// The page's one view of the shopper's watchlist (spec §4): who is signed in and which cars they
// saved, asked of the site once per page and shared by every heart on it; a heart's change shows
// at once (optimistic) and stays even when the site refuses it (spec §8).

export const WATCHLIST_ENDPOINT = '/api/watchlist';

/** What the shopper is told when the site gives no message of its own. */
export const WATCHLIST_FAILURE_MESSAGE = 'Your watchlist could not be updated. Please try again.';

export type WatchlistSnapshot =
  | { state: 'loading' }
  | { state: 'anonymous' }
  | { state: 'signed-in'; phoneNumber: string; carIds: readonly number[] }
  /** the site did not answer: the hearts work again on the next page */
  | { state: 'unavailable' };

/** The snapshot of GET /api/watchlist's answer; anything unexpected is 'unavailable'. */
export function watchlistSnapshotOf(body: unknown): WatchlistSnapshot {
  if (typeof body !== 'object' || body === null) return { state: 'unavailable' };
  const answer = body as Record<string, unknown>;
  if (answer.signed_in === false) return { state: 'anonymous' };
  const ids = answer.car_ids;
  if (
    answer.signed_in === true &&
    typeof answer.phone_number === 'string' &&
    Array.isArray(ids) &&
    ids.every((id) => Number.isInteger(id))
  ) {
    return { state: 'signed-in', phoneNumber: answer.phone_number, carIds: ids as number[] };
  }
  return { state: 'unavailable' };
}

export type WatchlistCallResult = { ok: true } | { ok: false; message: string };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * spec §7 POST /api/watchlist/save-car or remove-car with { phone_number, car_id }: ok on
 * { success: true }, else the server's message (spec §8 alerted), or a plain one when the site
 * gave none or could not be reached.
 */
export async function postWatchlistChange(
  change: WatchlistChange,
  phoneNumber: string,
  carId: number,
  fetchImpl: Fetch = fetch,
): Promise<WatchlistCallResult> {
  const path = change === 'saved' ? 'save-car' : 'remove-car';
  try {
    const response = await fetchImpl(`${WATCHLIST_ENDPOINT}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: phoneNumber, car_id: carId }),
    });
    const body = (await response.json().catch(() => null)) as {
      success?: unknown;
      message?: unknown;
    } | null;
    if (response.ok && body?.success === true) return { ok: true };
    const message = typeof body?.message === 'string' && body.message ? body.message : null;
    return { ok: false, message: message ?? WATCHLIST_FAILURE_MESSAGE };
  } catch {
    return { ok: false, message: WATCHLIST_FAILURE_MESSAGE };
  }
}

/** The snapshot with a car saved or removed. */
export function withCar(
  snapshot: WatchlistSnapshot,
  carId: number,
  saved: boolean,
): WatchlistSnapshot {
  if (snapshot.state !== 'signed-in') return snapshot;
  const others = snapshot.carIds.filter((id) => id !== carId);
  return { ...snapshot, carIds: saved ? [carId, ...others] : others };
}

let snapshot: WatchlistSnapshot = { state: 'loading' };
let loading: Promise<WatchlistSnapshot> | null = null;
const listeners = new Set<() => void>();
/** the pending saves (?save=) already taken up on this page */
const claimed = new Set<string>();

function publish(next: WatchlistSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribeWatchlist(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const watchlistSnapshot = (): WatchlistSnapshot => snapshot;
export const serverWatchlistSnapshot = (): WatchlistSnapshot => ({ state: 'loading' });

/** Asks the site for the shopper's watchlist once; every heart of the page shares the answer. */
export function loadWatchlist(fetchImpl: Fetch = fetch): Promise<WatchlistSnapshot> {
  loading ??= fetchImpl(WATCHLIST_ENDPOINT, { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then(watchlistSnapshotOf, () => ({ state: 'unavailable' }) as const)
    .then((next) => {
      publish(next);
      return next;
    });
  return loading;
}

let mounted = 0;

/**
 * A heart is on the page: the first of a page asks again (the shopper may have signed in or out
 * since the last page, which the app reached without a full load). Answers its release.
 */
export function retainWatchlist(): () => void {
  if (mounted === 0) {
    loading = null;
    void loadWatchlist();
  }
  mounted += 1;
  return () => {
    mounted -= 1;
  };
}

/** The heart's change, shown at once. */
export function showSaved(carId: number, saved: boolean) {
  publish(withCar(snapshot, carId, saved));
}

/**
 * Whether this car's heart takes up the save the shopper made before signing in (the page's
 * ?save=<car id>): true once per page address, for that car only.
 */
export function claimPendingSave(carId: number, location: Pick<Location, 'pathname' | 'search'>) {
  if (pendingSaveOf(location.search) !== carId) return false;
  const key = `${location.pathname}${location.search}`;
  if (claimed.has(key)) return false;
  claimed.add(key);
  return true;
}
