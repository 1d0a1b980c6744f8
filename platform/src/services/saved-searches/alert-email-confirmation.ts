import 'server-only';
import { type Site } from '@dealer/site-config';
import { absoluteSiteUrl, confirmEmailPath } from '../../domain/saved-searches';
import { confirmationEmail, confirmationEmailDue } from '../../domain/search-alerts';
import { type Store } from '../../store/store';
import { type EmailTransport } from '../email';

// Asks a shopper to confirm an address they gave for saved search alerts (domain/search-alerts
// ALERT_EMAIL_CONFIRMATION): the address recorded unconfirmed, and the email with the link to
// the site's confirm page when one is due. The save call does it at once; the alerts job again
// while the address waits.

export type AlertEmailState =
  | { confirmed: true }
  /** sent: whether a confirmation email went now (false: one went lately, or it failed) */
  | { confirmed: false; sent: boolean };

export async function askToConfirmAlertEmail(
  deps: {
    savedSearches: Pick<
      Store['savedSearches'],
      'alertEmail' | 'claimConfirmationSend' | 'undoConfirmationSend'
    >;
    email: EmailTransport;
    log?: (line: string) => void;
  },
  site: Site,
  ask: { userId: string; email: string; searchName: string },
  now: Date,
): Promise<AlertEmailState> {
  const address = await deps.savedSearches.alertEmail(site.slug, ask.userId, ask.email, now);
  if (address.confirmedAt !== null) return { confirmed: true };
  const claimed = await deps.savedSearches.claimConfirmationSend(
    address,
    now,
    confirmationEmailDue,
  );
  if (!claimed) return { confirmed: false, sent: false };
  try {
    await deps.email.send({
      site: site.slug,
      to: address.email,
      ...confirmationEmail({
        siteName: site.name,
        email: address.email,
        searchName: ask.searchName,
        confirmUrl: absoluteSiteUrl(site.url, confirmEmailPath(address.token)),
      }),
    });
    return { confirmed: false, sent: true };
  } catch (error) {
    await deps.savedSearches.undoConfirmationSend(claimed);
    (deps.log ?? console.error)(
      `The confirmation email of an alert address on ${site.slug} could not be sent: ${(error as Error).message}`,
    );
    return { confirmed: false, sent: false };
  }
}
