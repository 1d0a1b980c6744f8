import { type SavedSearchChannel } from '../../../domain/saved-searches';

// The browser's side of the saved search calls: who is signed in (and their mobile, for SMS
// alerts), and saving a search. A visitor is told by a 401.

export type SavedSearchAccount =
  { state: 'signed-in'; phoneNumber: string } | { state: 'anonymous' } | { state: 'unavailable' };

export const SAVED_SEARCHES_API = '/api/saved-searches';

/** The signed-in shopper's saved searches call: who they are, or that nobody is signed in. */
export async function loadSavedSearchAccount(
  fetcher: typeof fetch = fetch,
): Promise<SavedSearchAccount> {
  try {
    const response = await fetcher(SAVED_SEARCHES_API, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (response.status === 401) return { state: 'anonymous' };
    if (!response.ok) return { state: 'unavailable' };
    const body = (await response.json()) as { phone_number?: unknown };
    return typeof body.phone_number === 'string'
      ? { state: 'signed-in', phoneNumber: body.phone_number }
      : { state: 'unavailable' };
  } catch {
    return { state: 'unavailable' };
  }
}

export interface SaveSearchRequest {
  name: string;
  /** the search's address: its path and query */
  path: string;
  channel: SavedSearchChannel;
  email: string | null;
}

export type SaveSearchResult =
  | {
      ok: true;
      created: boolean;
      /** email alerts wait for the address to be confirmed (its link was emailed) */
      awaitingConfirmation: boolean;
    }
  | { ok: false; signedOut: boolean; message: string };

const FAILED = 'Your search could not be saved. Please try again.';

/** Saves a search; the site's message when it refuses. */
export async function postSavedSearch(
  request: SaveSearchRequest,
  fetcher: typeof fetch = fetch,
): Promise<SaveSearchResult> {
  try {
    const response = await fetcher(SAVED_SEARCHES_API, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(request),
    });
    if (response.ok) {
      const body = (await response.json().catch(() => ({}))) as {
        saved_search?: { email_confirmed?: unknown };
      };
      return {
        ok: true,
        created: response.status === 201,
        awaitingConfirmation: body.saved_search?.email_confirmed === false,
      };
    }
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    return {
      ok: false,
      signedOut: response.status === 401,
      message: typeof body.message === 'string' && body.message ? body.message : FAILED,
    };
  } catch {
    return { ok: false, signedOut: false, message: FAILED };
  }
}

/** The toast after a save: what was saved and how the shopper hears of news. */
export function savedSearchToast(
  name: string,
  channel: SavedSearchChannel,
  vehicleNoun: string,
  awaitingConfirmation = false,
): { title: string; description: string } {
  const news = `new ${vehicleNoun.toLowerCase()} match or prices drop`;
  const alerts =
    channel === 'sms'
      ? `We will text you when ${news}.`
      : channel === 'email'
        ? awaitingConfirmation
          ? `Please confirm your email address with the link we sent you, and we will email you when ${news}.`
          : `We will email you when ${news}.`
        : 'You will find it in your saved searches.';
  return { title: 'Search Saved', description: `${name} is saved. ${alerts}` };
}
