import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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
  if (env.EMAIL_OUTBOX_DIR) return path.resolve(/*turbopackIgnore: true*/ env.EMAIL_OUTBOX_DIR);
  const dataDir =
    env.DATA_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'pglite');
  return path.join(path.dirname(path.resolve(/*turbopackIgnore: true*/ dataDir)), 'email-outbox');
}

/** A message's file name: its time first, so a folder listing reads in the order sent. */
export function emailFileName(sentAt: Date): string {
  return `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
}

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
      if (!/^[a-z0-9-]+$/.test(message.site)) throw new Error(`Not a site slug: ${message.site}`);
      const folder = path.join(dir, message.site);
      await fs.mkdir(folder, { recursive: true });
      const sentAt = now();
      const file = path.join(folder, emailFileName(sentAt));
      const temporary = `${file}.tmp`;
      const content = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? {},
        sentAt: sentAt.toISOString(),
      };
      await fs.writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
      await fs.rename(temporary, file);
    },
  };
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The production adapter: POST `{ site, to, subject, text, html, headers }` as JSON to the email
 * provider's webhook, with `Authorization: Bearer <token>` when a token is configured; any
 * answer but a 2xx is a failure.
 */
export function webhookEmailTransport(options: {
  url: string;
  token?: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): EmailTransport {
  const url = new URL(options.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`EMAIL_WEBHOOK_URL must be an http(s) address, not "${options.url}".`);
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
        body: JSON.stringify({
          site: message.site,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers ?? {},
        }),
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The email webhook answered ${response.status}.`);
    },
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
