import { savedSearchPath } from '../../domain/saved-searches';

// The unsubscribe page of a saved search's alerts (/pages/unsubscribe?token=...). Reading the
// page changes nothing: it offers an 'Unsubscribe' button whose form posts the token, and once
// the alerts are off it says so. A token that names no search of the site is not valid.

export const UNSUBSCRIBE_ACTION = '/api/saved-searches/unsubscribe';

export type UnsubscribeView =
  /** no token: the site's page about unsubscribing */
  | { kind: 'about' }
  | { kind: 'invalid'; message: string }
  | { kind: 'confirm'; message: string; token: string; action: string; button: 'Unsubscribe' }
  | { kind: 'done'; message: string; searchHref: string };

export const UNSUBSCRIBE_INVALID_MESSAGE =
  'This unsubscribe link is not valid. Please check that you used the whole link from your message.';

/**
 * What the page shows for a token and the saved search it names (null for none): the button
 * while the search's alerts are on, the confirmation once they are off.
 */
export function unsubscribeView(
  token: string | null,
  search: { name: string; channel: string; path: string; query: string } | null,
): UnsubscribeView {
  if (token === null || token.trim() === '') return { kind: 'about' };
  if (!search) return { kind: 'invalid', message: UNSUBSCRIBE_INVALID_MESSAGE };
  if (search.channel === 'none') {
    return {
      kind: 'done',
      message: `You have been unsubscribed from alerts for ${search.name}.`,
      searchHref: savedSearchPath(search),
    };
  }
  return {
    kind: 'confirm',
    message: `Stop the alerts for your saved search ${search.name}?`,
    token: token.trim(),
    action: UNSUBSCRIBE_ACTION,
    button: 'Unsubscribe',
  };
}
