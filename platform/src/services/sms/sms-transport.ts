import 'server-only';
import {
  messageFileName,
  outboxDirFromEnv,
  type WebhookOptions,
  webhookPoster,
  writeOutboxMessage,
} from '../messages/message-delivery';

// How text messages leave the platform (the shoppers' sign-in codes): the embedded default
// writes each message as a file to a dev outbox folder, one folder per site, which developers
// and the tests read; production posts each message to the SMS provider's webhook
// (SMS_WEBHOOK_URL, with SMS_WEBHOOK_TOKEN as a bearer token when set).

export interface SmsMessage {
  /** the site that sends it */
  site: string;
  /** the recipient, E.164 */
  to: string;
  body: string;
}

export interface SmsTransport {
  readonly kind: 'outbox' | 'webhook';
  /** sends one message; throws when it could not be sent */
  send(message: SmsMessage): Promise<void>;
}

/** Where the embedded default writes messages: SMS_OUTBOX_DIR, else beside the data directory. */
export function smsOutboxDir(env: Record<string, string | undefined> = process.env): string {
  return outboxDirFromEnv(env, env.SMS_OUTBOX_DIR, 'sms-outbox');
}

/** A message's file name: its time first, so a folder listing reads in the order sent. */
export const smsFileName = messageFileName;

/**
 * The dev outbox: each message a JSON file `{ to, body, sentAt }` in `<dir>/<site>/`, written
 * whole (to a temporary name, then renamed) so a reader never sees half of one.
 */
export function outboxSmsTransport(dir: string, now: () => Date = () => new Date()): SmsTransport {
  return {
    kind: 'outbox',
    async send(message) {
      const sentAt = now();
      await writeOutboxMessage(dir, message.site, sentAt, {
        to: message.to,
        body: message.body,
        sentAt: sentAt.toISOString(),
      });
    },
  };
}

/**
 * The production adapter: POST `{ site, to, body }` as JSON to the SMS provider's webhook, with
 * `Authorization: Bearer <token>` when a token is configured; any answer but a 2xx is a failure.
 */
export function webhookSmsTransport(options: WebhookOptions): SmsTransport {
  const post = webhookPoster(options, 'SMS');
  return {
    kind: 'webhook',
    send: (message) => post({ site: message.site, to: message.to, body: message.body }),
  };
}

/** The transport the environment chooses: the webhook when SMS_WEBHOOK_URL is set, else the outbox. */
export function smsTransportFromEnv(
  env: Record<string, string | undefined> = process.env,
): SmsTransport {
  const url = env.SMS_WEBHOOK_URL?.trim();
  if (url) return webhookSmsTransport({ url, token: env.SMS_WEBHOOK_TOKEN?.trim() || null });
  return outboxSmsTransport(smsOutboxDir(env));
}
