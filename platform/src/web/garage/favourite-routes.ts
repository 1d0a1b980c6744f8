import { type Site } from '@dealer/site-config';
import { isAccountFavouritesOn } from '../../domain/favourites';
import { favouritesChangeSchema } from '../../domain/favourites-request';
import { appRuntime } from '../../runtime';
import { type Store } from '../../store/store';
import { shopperSession } from '../accounts/session';
import { siteForRoute } from '../frame/app-context';
import { type SessionResolver, sessionOnSite } from '../watchlist/watchlist-session';
import { isSameOrigin } from '../leads/lead-routes';
import { isJsonRequest, readBodyWithin } from '../../runtime/http/request-body';

// spec §4 favourites (garage) kept in a signed-in shopper's account, on sites where the heart
// saves favourites and shoppers sign in:
//   GET  /api/favourites                                  -> { signed_in, car_ids } (latest first)
//   POST /api/favourites/merge   { car_ids: [31, 32] }    -> { success, added, car_ids }
//   POST /api/favourites/remove  { car_ids: [31] }        -> { success, removed, car_ids }
// The browser merges its own list in once a shopper is signed in, and changes both on each
// toggle. A refusal answers { success: false, message } with its status; cars of another site
// (or none) are left out of a merge without failing it.

/** Up to 50 car ids: anything much larger is no favourites call. */
export const MAX_FAVOURITES_BODY_BYTES = 2 * 1024;

export interface FavouriteRouteDeps {
  resolveSession: SessionResolver;
  store: () => Promise<Pick<Store, 'favourites'>>;
  now: () => Date;
}

export type FavouritesChangeKind = 'merge' | 'remove';

export const favouritesMessages = {
  off: 'This site keeps no favourites in your account.',
  crossOrigin: 'Your favourites can only be changed on this site.',
  notJson: 'Favourites changes are sent as JSON.',
  tooLarge: 'The request is too large.',
  unreadable: 'The request could not be read. Please try again.',
  signIn: 'Please sign in to keep your favourites in your account.',
} as const;

const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

const refuse = (status: number, message: string, headers?: Record<string, string>) =>
  answer({ success: false, message }, status, headers);

/**
 * POST /api/favourites/merge and /remove. In order: the site's switches (404), the method
 * (405), the origin (403), JSON (415), a signed-in shopper (401), the body's size (413) and
 * shape (400: { car_ids } with 1 to 50 car ids). A merge adds the cars of this site among them
 * (another site's cars and unknown ids are ignored); a removal takes the cars named off.
 */
export async function handleFavouritesChange(
  site: Site,
  request: Request,
  kind: FavouritesChangeKind,
  deps: FavouriteRouteDeps,
): Promise<Response> {
  if (!isAccountFavouritesOn(site.features)) return refuse(404, favouritesMessages.off);
  if (request.method !== 'POST') {
    return refuse(405, 'Use POST to change your favourites.', { allow: 'POST' });
  }
  if (!isSameOrigin(request)) return refuse(403, favouritesMessages.crossOrigin);
  if (!isJsonRequest(request)) return refuse(415, favouritesMessages.notJson);
  const session = await sessionOnSite(site, request.headers, deps.resolveSession);
  if (!session) return refuse(401, favouritesMessages.signIn);

  const text = await readBodyWithin(request, MAX_FAVOURITES_BODY_BYTES);
  if (text === 'too_large') return refuse(413, favouritesMessages.tooLarge);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, favouritesMessages.unreadable);
  }
  const parsed = favouritesChangeSchema.safeParse(body);
  if (!parsed.success) {
    return refuse(400, parsed.error.issues[0]?.message ?? favouritesMessages.unreadable);
  }
  const { favourites } = await deps.store();
  if (kind === 'merge') {
    const ownCars = await favourites.carsOfSite(site, parsed.data.car_ids);
    const added = await favourites.add(site.slug, session.userId, ownCars, deps.now());
    const carIds = await favourites.list(site.slug, session.userId);
    return answer({ success: true, added, car_ids: carIds }, 200);
  }
  // a favourite stays removable after the site stops showing the car, or loses it
  const removed = await favourites.remove(site.slug, session.userId, parsed.data.car_ids);
  const carIds = await favourites.list(site.slug, session.userId);
  return answer({ success: true, removed, car_ids: carIds }, 200);
}

/**
 * GET /api/favourites: the signed-in shopper's favourite car ids, the latest first; a visitor
 * is told they are not signed in (200: the browser asks on a page load).
 */
export async function handleFavouritesList(
  site: Site,
  request: Request,
  deps: FavouriteRouteDeps,
): Promise<Response> {
  if (!isAccountFavouritesOn(site.features)) return refuse(404, favouritesMessages.off);
  if (request.method !== 'GET') {
    return refuse(405, 'Use GET to read your favourites.', { allow: 'GET' });
  }
  const session = await sessionOnSite(site, request.headers, deps.resolveSession);
  if (!session) return answer({ success: true, signed_in: false, car_ids: [] }, 200);
  const { favourites } = await deps.store();
  const carIds = await favourites.list(site.slug, session.userId);
  return answer({ success: true, signed_in: true, car_ids: carIds }, 200);
}

type SiteParams = Promise<{ site: string }>;

function runtimeDeps(resolveSession: SessionResolver): FavouriteRouteDeps {
  return { resolveSession, store: () => appRuntime().store(), now: () => new Date() };
}

function changeRoute(kind: FavouritesChangeKind, resolveSession: SessionResolver) {
  const deps = runtimeDeps(resolveSession);
  return {
    async POST(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      if (!site) return refuse(404, 'Site not found.');
      return handleFavouritesChange(site, request, kind, deps);
    },
  };
}

/** app/[site]/api/favourites/route.ts */
export function favouritesRoute(resolveSession: SessionResolver = shopperSession) {
  const deps = runtimeDeps(resolveSession);
  return {
    async GET(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      if (!site) return refuse(404, 'Site not found.');
      return handleFavouritesList(site, request, deps);
    },
  };
}

/** app/[site]/api/favourites/merge/route.ts */
export function favouritesMergeRoute(resolveSession: SessionResolver = shopperSession) {
  return changeRoute('merge', resolveSession);
}

/** app/[site]/api/favourites/remove/route.ts */
export function favouritesRemoveRoute(resolveSession: SessionResolver = shopperSession) {
  return changeRoute('remove', resolveSession);
}
