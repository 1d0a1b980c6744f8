import { type Site } from '@dealer/site-config';
import {
  confirmEmailPath,
  MAX_SAVED_SEARCHES,
  savedSearchPath,
  unsubscribePath,
} from '../../domain/saved-searches';
import {
  savedSearchCreateSchema,
  savedSearchDeleteSchema,
} from '../../domain/saved-search-request';
import { appRuntime } from '../../runtime';
import { type SearchBackend } from '../../search';
import { type SavedSearchRow } from '../../store/schema';
import { type Store } from '../../store/store';
import { safeRedirectPath } from '../accounts/safe-redirect';
import { type ShopperSession, shopperSession } from '../accounts/session';
import { siteForRoute } from '../frame/app-context';
import { savedSearchAddress } from '../../search/address/saved-search-address';
import { loadSearchPathContext } from '../../search/address/search-path-context';
import { isSameOrigin } from '../leads/lead-routes';
import { isJsonRequest, readBodyWithin } from '../../runtime/http/request-body';
import { type EmailTransport, emailTransportFromEnv } from '../../services/email';
import { askToConfirmAlertEmail } from '../../services/saved-searches/alert-email-confirmation';

// Saved searches of a signed-in shopper (beyond the spec), on sites with shopper accounts:
//   POST /api/saved-searches          { name, path, channel, email? } -> 201 { saved_search }
//   GET  /api/saved-searches                                          -> { saved_searches }
//   POST /api/saved-searches/delete   { id }                          -> { success: true }
//   POST /api/saved-searches/unsubscribe  (form: token)               -> 303 to /pages/unsubscribe
//   POST /api/saved-searches/confirm-email (form: token)              -> 303 to /pages/confirm-email
// A refusal answers { success: false, message } with its status. A visitor gets 401; a site with
// authentication off answers 404.

/** The body is a name, an address and an email: anything much larger is no saved search call. */
export const MAX_SAVED_SEARCH_BODY_BYTES = 4 * 1024;

/** Finds the signed-in shopper of a request on a site (the accounts' session by default). */
export type SavedSearchSessionResolver = (
  site: Site,
  headers: Headers,
) => Promise<ShopperSession | null>;

export interface SavedSearchRouteDeps {
  resolveSession: SavedSearchSessionResolver;
  store: () => Promise<Pick<Store, 'savedSearches' | 'stock'>>;
  backend: () => Promise<SearchBackend>;
  /** sends the confirmation email of a new alert address */
  email: () => EmailTransport;
  now: () => Date;
}

export const savedSearchMessages = {
  off: 'This site has no saved searches.',
  crossOrigin: 'Saved searches can only be changed on this site.',
  notJson: 'Saved search changes are sent as JSON.',
  tooLarge: 'The request is too large.',
  unreadable: 'The request could not be read. Please try again.',
  signIn: 'Please sign in to use saved searches.',
  notASearch: 'This search cannot be saved. Please try it again from the search page.',
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Please delete one to save another.`,
  notFound: 'This saved search does not exist.',
} as const;

const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

const refuse = (status: number, message: string, headers?: Record<string, string>) =>
  answer({ success: false, message }, status, headers);

/**
 * A saved search as the calls show it (the unsubscribe token stays in the messages);
 * email_confirmed says whether email alerts can go (the address confirmed by its link).
 */
export function savedSearchView(row: SavedSearchRow, emailConfirmed: boolean) {
  return {
    id: row.id,
    name: row.name,
    /** the search's address on the site: its path and refinements */
    path: savedSearchPath(row),
    channel: row.channel,
    email: row.email,
    email_confirmed: row.channel === 'email' ? emailConfirmed : null,
    created_at: row.createdAt.toISOString(),
    checked_at: row.checkedAt?.toISOString() ?? null,
    last_alerted_at: row.lastAlertedAt?.toISOString() ?? null,
  };
}

/** The shopper signed in on this very site: a session minted on another site is nobody here. */
async function sessionOf(site: Site, request: Request, deps: SavedSearchRouteDeps) {
  const session = await deps.resolveSession(site, request.headers);
  return session && session.siteSlug === site.slug ? session : null;
}

/** The checks every change makes before it reads its body: 404, 405, 403, 415, 401. */
async function changeGate(
  site: Site,
  request: Request,
  deps: SavedSearchRouteDeps,
): Promise<ShopperSession | Response> {
  if (!site.features.authentication) return refuse(404, savedSearchMessages.off);
  if (request.method !== 'POST') {
    return refuse(405, 'Use POST to change your saved searches.', { allow: 'POST' });
  }
  if (!isSameOrigin(request)) return refuse(403, savedSearchMessages.crossOrigin);
  if (!isJsonRequest(request)) return refuse(415, savedSearchMessages.notJson);
  const session = await sessionOf(site, request, deps);
  return session ?? refuse(401, savedSearchMessages.signIn);
}

/** The body as JSON within the size limit, or the refusal. */
async function jsonBody(request: Request): Promise<{ body: unknown } | Response> {
  const text = await readBodyWithin(request, MAX_SAVED_SEARCH_BODY_BYTES);
  if (text === 'too_large') return refuse(413, savedSearchMessages.tooLarge);
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return refuse(400, savedSearchMessages.unreadable);
  }
}

/**
 * POST /api/saved-searches: saves the search at `path` (a search page's address, normalised as
 * the search page reads it) under a name, with its alerts. The same address saved again is
 * updated (200); a new one is created (201), up to MAX_SAVED_SEARCHES a shopper.
 */
export async function handleSavedSearchCreate(
  site: Site,
  request: Request,
  deps: SavedSearchRouteDeps,
): Promise<Response> {
  const session = await changeGate(site, request, deps);
  if (session instanceof Response) return session;
  const read = await jsonBody(request);
  if (read instanceof Response) return read;
  const parsed = savedSearchCreateSchema.safeParse(read.body);
  if (!parsed.success) {
    return refuse(400, parsed.error.issues[0]?.message ?? savedSearchMessages.unreadable);
  }
  const { name, channel, email } = parsed.data;
  const local = safeRedirectPath(parsed.data.path);
  if (!local) return refuse(400, savedSearchMessages.notASearch);
  const now = deps.now();
  const [{ savedSearches, stock }, backend] = await Promise.all([deps.store(), deps.backend()]);
  const context = await loadSearchPathContext(backend, stock, site, now);
  const address = savedSearchAddress(site, context, local);
  if (!address) return refuse(400, savedSearchMessages.notASearch);
  const { path, query } = address;
  const known = await savedSearches.has(site.slug, session.userId, path, query);
  if (!known && (await savedSearches.countOf(site.slug, session.userId)) >= MAX_SAVED_SEARCHES) {
    return refuse(409, savedSearchMessages.tooMany);
  }
  const saved = await savedSearches.save(
    site.slug,
    session.userId,
    { name, path, query, channel, email },
    now,
  );
  // alerts go only to a confirmed address: a new one is sent its confirmation link first
  const alertEmail =
    channel === 'email' && email
      ? await askToConfirmAlertEmail(
          { savedSearches, email: deps.email() },
          site,
          { userId: session.userId, email, searchName: name },
          now,
        )
      : null;
  return answer(
    {
      success: true,
      saved_search: savedSearchView(saved.search, alertEmail?.confirmed ?? false),
      confirmation_sent: alertEmail !== null && !alertEmail.confirmed && alertEmail.sent,
    },
    saved.created ? 201 : 200,
  );
}

/** GET /api/saved-searches: the signed-in shopper's saved searches, the latest first. */
export async function handleSavedSearchList(
  site: Site,
  request: Request,
  deps: SavedSearchRouteDeps,
): Promise<Response> {
  if (!site.features.authentication) return refuse(404, savedSearchMessages.off);
  if (request.method !== 'GET') {
    return refuse(405, 'Use GET to read your saved searches.', { allow: 'GET' });
  }
  const session = await sessionOf(site, request, deps);
  if (!session) return refuse(401, savedSearchMessages.signIn);
  const { savedSearches } = await deps.store();
  const rows = await savedSearches.list(site.slug, session.userId);
  return answer(
    {
      success: true,
      phone_number: session.phoneNumber,
      saved_searches: rows.map((row) => savedSearchView(row, row.emailConfirmed)),
    },
    200,
  );
}

/** POST /api/saved-searches/delete: deletes one of the shopper's saved searches. */
export async function handleSavedSearchDelete(
  site: Site,
  request: Request,
  deps: SavedSearchRouteDeps,
): Promise<Response> {
  const session = await changeGate(site, request, deps);
  if (session instanceof Response) return session;
  const read = await jsonBody(request);
  if (read instanceof Response) return read;
  const parsed = savedSearchDeleteSchema.safeParse(read.body);
  if (!parsed.success) {
    return refuse(400, parsed.error.issues[0]?.message ?? savedSearchMessages.unreadable);
  }
  const { savedSearches } = await deps.store();
  const removed = await savedSearches.remove(site.slug, session.userId, parsed.data.id);
  return removed ? answer({ success: true }, 200) : refuse(404, savedSearchMessages.notFound);
}

const MAX_TOKEN_LENGTH = 100;

/** The unsubscribe token of a form post (or of the address, for a mail client's own post). */
async function unsubscribeTokenOf(request: Request): Promise<string | null> {
  const fromQuery = new URL(request.url).searchParams.get('token');
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(type.trim())) return fromQuery;
  const text = await readBodyWithin(request, MAX_SAVED_SEARCH_BODY_BYTES);
  if (text === 'too_large') return null;
  return new URLSearchParams(text).get('token') ?? fromQuery;
}

/**
 * POST /api/saved-searches/unsubscribe (the unsubscribe page's form, `token`): turns the alerts
 * of the search the token names off and sends the browser back to the page (303), which then
 * says so. A link needs no sign-in: the token is the key. An unknown token changes nothing (the
 * page says the link is not valid).
 */
export async function handleSavedSearchUnsubscribe(
  site: Site,
  request: Request,
  deps: Pick<SavedSearchRouteDeps, 'store'>,
): Promise<Response> {
  if (!site.features.authentication) return refuse(404, savedSearchMessages.off);
  if (request.method !== 'POST') {
    return refuse(405, 'Use the Unsubscribe button to stop the alerts.', { allow: 'POST' });
  }
  // a token is 43 characters: a longer one names nothing (and stays out of the address)
  const token = ((await unsubscribeTokenOf(request)) ?? '').trim().slice(0, MAX_TOKEN_LENGTH);
  if (token) await (await deps.store()).savedSearches.unsubscribe(site.slug, token);
  return new Response(null, {
    status: 303,
    headers: { location: unsubscribePath(token), 'cache-control': 'no-store' },
  });
}

/**
 * POST /api/saved-searches/confirm-email (the confirm page's form, `token`): confirms the alert
 * address the token names and sends the browser back to the page (303), which then says so. The
 * email's link needs no sign-in: the token is the key. An unknown token changes nothing.
 */
export async function handleAlertEmailConfirm(
  site: Site,
  request: Request,
  deps: Pick<SavedSearchRouteDeps, 'store' | 'now'>,
): Promise<Response> {
  if (!site.features.authentication) return refuse(404, savedSearchMessages.off);
  if (request.method !== 'POST') {
    return refuse(405, 'Use the Confirm button to confirm your email address.', { allow: 'POST' });
  }
  if (!isSameOrigin(request)) return refuse(403, savedSearchMessages.crossOrigin);
  const token = ((await unsubscribeTokenOf(request)) ?? '').trim().slice(0, MAX_TOKEN_LENGTH);
  if (token)
    await (await deps.store()).savedSearches.confirmAlertEmail(site.slug, token, deps.now());
  return new Response(null, {
    status: 303,
    headers: { location: confirmEmailPath(token), 'cache-control': 'no-store' },
  });
}

type SiteParams = Promise<{ site: string }>;

function runtimeDeps(resolveSession: SavedSearchSessionResolver): SavedSearchRouteDeps {
  return {
    resolveSession,
    store: () => appRuntime().store(),
    backend: () => appRuntime().searchBackend(),
    email: () => emailTransportFromEnv(process.env),
    now: () => new Date(),
  };
}

const siteNotFound = () => refuse(404, 'Site not found.');

/** app/[site]/api/saved-searches/route.ts */
export function savedSearchesRoute(resolveSession: SavedSearchSessionResolver = shopperSession) {
  const deps = runtimeDeps(resolveSession);
  return {
    async GET(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      return site ? handleSavedSearchList(site, request, deps) : siteNotFound();
    },
    async POST(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      return site ? handleSavedSearchCreate(site, request, deps) : siteNotFound();
    },
  };
}

/** app/[site]/api/saved-searches/delete/route.ts */
export function savedSearchDeleteRoute(
  resolveSession: SavedSearchSessionResolver = shopperSession,
) {
  const deps = runtimeDeps(resolveSession);
  return {
    async POST(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      return site ? handleSavedSearchDelete(site, request, deps) : siteNotFound();
    },
  };
}

/** app/[site]/api/saved-searches/confirm-email/route.ts */
export function alertEmailConfirmRoute() {
  const deps = { store: () => appRuntime().store(), now: () => new Date() };
  return {
    async POST(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      return site ? handleAlertEmailConfirm(site, request, deps) : siteNotFound();
    },
  };
}

/** app/[site]/api/saved-searches/unsubscribe/route.ts */
export function savedSearchUnsubscribeRoute() {
  const deps = { store: () => appRuntime().store() };
  return {
    async POST(request: Request, { params }: { params: SiteParams }) {
      const site = await siteForRoute((await params).site);
      return site ? handleSavedSearchUnsubscribe(site, request, deps) : siteNotFound();
    },
  };
}
