// Saved searches (beyond the spec): a signed-in shopper saves a search of the site (its path and
// refinements) under a name, with alerts by SMS to the account's mobile, by email, or none. A
// visitor is sent to sign in first and comes back to the search with the save to finish.

/** How a saved search's alerts reach the shopper. */
export const savedSearchChannels = ['sms', 'email', 'none'] as const;
export type SavedSearchChannel = (typeof savedSearchChannels)[number];

/** The most searches a shopper keeps on a site. */
export const MAX_SAVED_SEARCHES = 20;

/** The longest name a saved search takes. */
export const MAX_SAVED_SEARCH_NAME = 80;

/** The query parameter that brings a save started before signing in back to the search. */
export const PENDING_SEARCH_SAVE_PARAM = 'save-search';

/** The sign-in page's type for a saved search. */
export const SAVED_SEARCH_SIGN_IN_TYPE = 'saved-search';

/** The page a message's unsubscribe link opens. */
export const UNSUBSCRIBE_PATH = '/pages/unsubscribe';

export const SAVE_SEARCH_LABEL = 'Save this search';

/** A path as the address bar has it: pathname, query (without '?') and fragment. */
function splitPath(path: string): { pathname: string; query: string; hash: string } {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    query: queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '',
    hash,
  };
}

/**
 * The path without the pending save (what the address becomes once the save is made); the
 * rest of the query is kept as written.
 */
export function withoutPendingSearchSave(path: string): string {
  const { pathname, query, hash } = splitPath(path);
  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=', 1)[0] !== PENDING_SEARCH_SAVE_PARAM);
  return `${pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`;
}

/** Whether the page's query carries a save started before signing in. */
export function hasPendingSearchSave(search: string): boolean {
  return new URLSearchParams(search).get(PENDING_SEARCH_SAVE_PARAM) === '1';
}

/** A query value with its slashes left readable (a path in a query needs no escaped '/'). */
const queryValue = (value: string) => encodeURIComponent(value).replace(/%2F/gi, '/');

/**
 * A visitor's 'Save this search': /sign-in?type=saved-search, coming back to the search with
 * the save to finish in its address (?save-search=1); 'back' is the search as it was.
 */
export function savedSearchSignInHref(searchPath: string): string {
  const back = withoutPendingSearchSave(searchPath);
  const { pathname, query, hash } = splitPath(back);
  const redirect = `${pathname}?${query ? `${query}&` : ''}${PENDING_SEARCH_SAVE_PARAM}=1${hash}`;
  return `/sign-in?type=${SAVED_SEARCH_SIGN_IN_TYPE}&redirect=${queryValue(redirect)}&back=${queryValue(back)}`;
}

/** A saved search's address on the site: its path and, when it has any, its refinements. */
export function savedSearchPath(search: { path: string; query: string }): string {
  return search.query ? `${search.path}?${search.query}` : search.path;
}

/** The unsubscribe page of a saved search's alerts. */
export function unsubscribePath(token: string): string {
  return `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The page an alert address's confirmation email links to. */
export const CONFIRM_EMAIL_PATH = '/pages/confirm-email';

/** The confirmation link of an alert address, by its token. */
export function confirmEmailPath(token: string): string {
  return `${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
}

/** An address of the site made absolute on its public origin (e.g. https://www.dealer.com.au). */
export function absoluteSiteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

const carTypeOrder = ['new', 'demo', 'used'] as const;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface DefaultNameInput {
  /** the search page's heading: 'Toyota RAV4 Cars', 'Used Cars', 'Cars at Midland'... */
  heading: string;
  /** 'Cars' or 'Caravans' */
  vehicleNoun: string;
  /** the search's path, e.g. /search/toyota/rav4 */
  path: string;
  /** the car types the shopper chose (the car_type refinement) */
  carTypes: readonly string[];
  /** the words searched for */
  query: string;
}

/**
 * The name a saved search is offered, from the search's heading: a model's search is named by
 * the model ('Toyota RAV4'), the search of everything by the noun ('Cars'); chosen car types go
 * first ('Used Toyota RAV4'), words searched for last ('Cars matching "hybrid"').
 */
export function defaultSavedSearchName(input: DefaultNameInput): string {
  const noun = input.vehicleNoun;
  let subject = input.heading.trim();
  if (subject === `Search ${noun}`) subject = noun;
  const segments = input.path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  // /search/{make}/{model}: the model names it
  if (segments.length === 3 && subject.endsWith(` ${noun}`)) {
    subject = subject.slice(0, -noun.length - 1);
  }
  const types = carTypeOrder.filter((type) => input.carTypes.includes(type));
  const typeWords = types.map(capitalised).join(' and ');
  const alreadyTyped =
    types.length > 0 && subject.toLowerCase().startsWith(typeWords.toLowerCase());
  let name = typeWords && !alreadyTyped ? `${typeWords} ${subject}` : subject;
  const words = input.query.trim();
  if (words) name = `${name} matching "${words}"`;
  return name.length > MAX_SAVED_SEARCH_NAME
    ? `${name.slice(0, MAX_SAVED_SEARCH_NAME - 1).trimEnd()}…`
    : name;
}
