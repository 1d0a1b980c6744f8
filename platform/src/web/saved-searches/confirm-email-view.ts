// The confirm page of an alert address (/pages/confirm-email?token=...), the link of the email
// that asks a shopper to confirm it. Reading the page changes nothing (a mail scanner may open
// the link): it offers a 'Confirm' button whose form posts the token, and once the address is
// confirmed it says so. A token that names no address of the site is not valid.

export const CONFIRM_EMAIL_ACTION = '/api/saved-searches/confirm-email';

export type ConfirmEmailView =
  | { kind: 'invalid'; message: string }
  | { kind: 'confirm'; message: string; token: string; action: string; button: 'Confirm' }
  | { kind: 'done'; message: string };

export const CONFIRM_EMAIL_INVALID_MESSAGE =
  'This confirmation link is not valid. Please check that you used the whole link from your email.';

/** What the page shows for a token and the alert address it names (null for none). */
export function confirmEmailView(
  token: string | null,
  address: { email: string; confirmedAt: Date | null } | null,
): ConfirmEmailView {
  if (!token?.trim() || !address)
    return { kind: 'invalid', message: CONFIRM_EMAIL_INVALID_MESSAGE };
  if (address.confirmedAt !== null) {
    return {
      kind: 'done',
      message: `Your email address ${address.email} is confirmed. Your saved search alerts will be sent to it.`,
    };
  }
  return {
    kind: 'confirm',
    message: `Send the alerts of your saved searches to ${address.email}?`,
    token: token.trim(),
    action: CONFIRM_EMAIL_ACTION,
    button: 'Confirm',
  };
}
