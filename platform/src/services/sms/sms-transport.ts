import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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
  if (env.SMS_OUTBOX_DIR) return path.resolve(/*turbopackIgnore: true*/ env.SMS_OUTBOX_DIR);
  const dataDir =
    env.DATA_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'pglite');
  return path.join(path.dirname(path.resolve(/*turbopackIgnore: true*/ dataDir)), 'sms-outbox');
}

/** A message's file name: its time first, so a folder listing reads in the order sent. */
export function smsFileName(sentAt: Date): string {
  return `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
}

/**
 * The dev outbox: each message a JSON file `{ to, body, sentAt }` in `<dir>/<site>/`, written
 * whole (to a temporary name, then renamed) so a reader never sees half of one.
 */
export function outboxSmsTransport(dir: string, now: () => Date = () => new Date()): SmsTransport {
  return {
    kind: 'outbox',
    async send(message) {
      if (!/^[a-z0-9-]+$/.test(message.site)) throw new Error(`Not a site slug: ${message.site}`);
      const folder = path.join(dir, message.site);
      await fs.mkdir(folder, { recursive: true });
      const sentAt = now();
      const file = path.join(folder, smsFileName(sentAt));
      const temporary = `${file}.tmp`;
      const content = { to: message.to, body: message.body, sentAt: sentAt.toISOString() };
      await fs.writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
      await fs.rename(temporary, file);
    },
  };
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The production adapter: POST `{ site, to, body }` as JSON to the SMS provider's webhook, with
 * `Authorization: Bearer <token>` when a token is configured; any answer but a 2xx is a failure.
 */
export function webhookSmsTransport(options: {
  url: string;
  token?: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): SmsTransport {
  const url = new URL(options.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SMS_WEBHOOK_URL must be an http(s) address, not "${options.url}".`);
  }
  const post = options.fetch ?? fetch;
  return {
    kind: 'webhook',
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await post(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ site: message.site, to: message.to, body: message.body }),
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The SMS webhook answered ${response.status}.`);
    },
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
