import { type Site } from '@dealer/site-config';
import { isWatchlistOn, showsWatchlistButton } from '../../domain/watchlist';
import { watchlistChangeSchema } from '../../domain/watchlist-request';
import { factsFromCar } from '../../domain/vehicle-facts';
import { appRuntime } from '../../runtime';
import { type Store } from '../../store/store';
import { shopperSession } from '../accounts/session';
import { siteForRoute } from '../frame/app-context';
import { type SessionResolver, sessionOnSite } from './watchlist-session';
import { isSameOrigin } from '../leads/lead-routes';
import { isJsonRequest, readBodyWithin } from '../../runtime/http/request-body';

// spec §7 the watchlist calls of a signed-in shopper (spec §4 watchlist, §6 signed-in user):
//   POST /api/watchlist/save-car    { phone_number, car_id }  -> { success: true }
//   POST /api/watchlist/remove-car  { phone_number, car_id }  -> { success: true }
//   GET  /api/watchlist                                       -> the shopper's saved car ids
// A refusal answers { success: false, message } with its status: the browser alerts the message
// (spec §8). A site without the watchlist and authentication both on answers 404.

/** The body is two short fields; anything much larger is no watchlist call. */
export const MAX_WATCHLIST_BODY_BYTES = 2 * 1024;

export type { SessionResolver };

export interface WatchlistRouteDeps {
  resolveSession: SessionResolver;
  store: () => Promise<Pick<Store, 'stock' | 'watchlist'>>;
  now: () => Date;
}

export type WatchlistChangeKind = 'save' | 'remove';

export const watchlistMessages = {
  off: 'This site has no watchlist.',
  method: 'Use POST to change your watchlist.',
  crossOrigin: 'Your watchlist can only be changed on this site.',
  notJson: 'Watchlist changes are sent as JSON.',
  tooLarge: 'The request is too large.',
  unreadable: 'The request could not be read. Please try again.',
  signIn: 'Please sign in to use your watchlist.',
  notYourNumber: 'You can only change the watchlist of the mobile number you signed in with.',
  noCar: 'This car is not available on this site.',
  sold: 'This car has been sold, so it cannot be added to your watchlist.',
  notSaveable: 'This car cannot be added to your watchlist.',
} as const;

const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

const refuse = (status: number, message: string, headers?: Record<string, string>) =>
  answer({ success: false, message }, status, headers);

/**
 * spec §7 save-car and remove-car. In order: the site's switches (404), the method (405), the
 * origin (403), JSON (415), a signed-in shopper (401), the body's size (413) and shape (400),
 * the phone number the shopper's own (403), the car the site's (404); saving a sold car not
 * already saved is refused (409). Saving a saved car and removing a car not saved succeed.
 */
export async function handleWatchlistChange(
  site: Site,
  request: Request,
  kind: WatchlistChangeKind,
  deps: WatchlistRouteDeps,
): Promise<Response> {
  if (!isWatchlistOn(site.features)) return refuse(404, watchlistMessages.off);
  if (request.method !== 'POST') return refuse(405, watchlistMessages.method, { allow: 'POST' });
  if (!isSameOrigin(request)) return refuse(403, watchlistMessages.crossOrigin);
  if (!isJsonRequest(request)) return refuse(415, watchlistMessages.notJson);
  const session = await sessionOnSite(site, request.headers, deps.resolveSession);
  if (!session) return refuse(401, watchlistMessages.signIn);

  const text = await readBodyWithin(request, MAX_WATCHLIST_BODY_BYTES);
  if (text === 'too_large') return refuse(413, watchlistMessages.tooLarge);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, watchlistMessages.unreadable);
  }
  const parsed = watchlistChangeSchema.safeParse(body);
  if (!parsed.success) {
    return refuse(400, parsed.error.issues[0]?.message ?? watchlistMessages.unreadable);
  }
  const { phone_number: phoneNumber, car_id: carId } = parsed.data;
  // spec §6: the watchlist is the signed-in user's, identified by their phone
  if (phoneNumber !== session.phoneNumber) return refuse(403, watchlistMessages.notYourNumber);

  const { stock, watchlist } = await deps.store();
  if (kind === 'remove') {
    // a saved car stays removable after the site stops showing it (sold, taken off the website)
    if (!(await watchlist.carOfSite(site, carId))) return refuse(404, watchlistMessages.noCar);
    await watchlist.remove(site.slug, session.userId, carId);
    return answer({ success: true }, 200);
  }
  const now = deps.now();
  const car = await stock.getCarById(site, carId, now);
  if (!car) return refuse(404, watchlistMessages.noCar);
  const saved = await watchlist.has(site.slug, session.userId, carId);
  // spec §4 a sold car not already saved shows no save button, and cannot be saved
  if (!showsWatchlistButton(factsFromCar(car), saved, site.features)) {
    return refuse(
      409,
      car.status === 'sold' ? watchlistMessages.sold : watchlistMessages.notSaveable,
    );
  }
  if (!saved) await watchlist.save(site.slug, session.userId, carId, now);
  return answer({ success: true }, 200);
}

/**
 * GET /api/watchlist: the signed-in shopper's number and saved car ids, for the hearts on the
 * page; a visitor is told they are not signed in (200: the page asks on every load).
 */
export async function handleWatchlistList(
  site: Site,
  request: Request,
  deps: WatchlistRouteDeps,
): Promise<Response> {
  if (!isWatchlistOn(site.features)) return refuse(404, watchlistMessages.off);
  if (request.method !== 'GET')
    return refuse(405, 'Use GET to read your watchlist.', { allow: 'GET' });
  const session = await sessionOnSite(site, request.headers, deps.resolveSession);
  if (!session) return answer({ success: true, signed_in: false, car_ids: [] }, 200);
  const { watchlist } = await deps.store();
  const entries = await watchlist.list(site.slug, session.userId);
  return answer(
    {
      success: true,
      signed_in: true,
      phone_number: session.phoneNumber,
      car_ids: entries.map((entry) => entry.carId),
    },
    200,
  );
}

type SiteParams = Promise<{ site: string }>;

function runtimeDeps(resolveSession: SessionResolver): WatchlistRouteDeps {
  return { resolveSession, store: () => appRuntime().store(), now: () => new Date() };
}

function changeRoute(kind: WatchlistChangeKind, resolveSession: SessionResolver) {
  const deps = runtimeDeps(resolveSession);
  return {
    async POST(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      if (!site) return refuse(404, 'Site not found.');
      return handleWatchlistChange(site, request, kind, deps);
    },
  };
}

/** app/[site]/api/watchlist/save-car/route.ts */
export function watchlistSaveRoute(resolveSession: SessionResolver = shopperSession) {
  return changeRoute('save', resolveSession);
}

/** app/[site]/api/watchlist/remove-car/route.ts */
export function watchlistRemoveRoute(resolveSession: SessionResolver = shopperSession) {
  return changeRoute('remove', resolveSession);
}

/** app/[site]/api/watchlist/route.ts */
export function watchlistRoute(resolveSession: SessionResolver = shopperSession) {
  const deps = runtimeDeps(resolveSession);
  return {
    async GET(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      if (!site) return refuse(404, 'Site not found.');
      return handleWatchlistList(site, request, deps);
    },
  };
}
