import 'server-only';
import {
  messageFileName,
  outboxDirFromEnv,
  type WebhookOptions,
  webhookPoster,
  writeOutboxMessage,
} from '../messages/message-delivery';

// How emails leave the platform (a saved search's alerts): the embedded default writes each
// message as a JSON file to a dev outbox folder, one folder per site, which developers and the
// tests read; production posts each message as JSON to the email provider's webhook
// (EMAIL_WEBHOOK_URL, with EMAIL_WEBHOOK_TOKEN as a bearer token when set).

export interface EmailMessage {
  /** the site that sends it */
  site: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string>;
}

export interface EmailTransport {
  readonly kind: 'outbox' | 'webhook';
  /** sends one message; throws when it could not be sent */
  send(message: EmailMessage): Promise<void>;
}

/** Where the embedded default writes messages: EMAIL_OUTBOX_DIR, else beside the data directory. */
export function emailOutboxDir(env: Record<string, string | undefined> = process.env): string {
  return outboxDirFromEnv(env, env.EMAIL_OUTBOX_DIR, 'email-outbox');
}

/** A message's file name: its time first, so a folder listing reads in the order sent. */
export const emailFileName = messageFileName;

/**
 * The dev outbox: each message a JSON file `{ to, subject, text, html, headers, sentAt }` in
 * `<dir>/<site>/`, written whole (to a temporary name, then renamed) so a reader never sees
 * half of one.
 */
export function outboxEmailTransport(
  dir: string,
  now: () => Date = () => new Date(),
): EmailTransport {
  return {
    kind: 'outbox',
    async send(message) {
      const sentAt = now();
      await writeOutboxMessage(dir, message.site, sentAt, {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? {},
        sentAt: sentAt.toISOString(),
      });
    },
  };
}

/**
 * The production adapter: POST `{ site, to, subject, text, html, headers }` as JSON to the email
 * provider's webhook, with `Authorization: Bearer <token>` when a token is configured; any
 * answer but a 2xx is a failure.
 */
export function webhookEmailTransport(options: WebhookOptions): EmailTransport {
  const post = webhookPoster(options, 'EMAIL');
  return {
    kind: 'webhook',
    send: (message) =>
      post({
        site: message.site,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? {},
      }),
  };
}

/** The transport the environment chooses: the webhook when EMAIL_WEBHOOK_URL is set, else the outbox. */
export function emailTransportFromEnv(
  env: Record<string, string | undefined> = process.env,
): EmailTransport {
  const url = env.EMAIL_WEBHOOK_URL?.trim();
  if (url) return webhookEmailTransport({ url, token: env.EMAIL_WEBHOOK_TOKEN?.trim() || null });
  return outboxEmailTransport(emailOutboxDir(env));
}
