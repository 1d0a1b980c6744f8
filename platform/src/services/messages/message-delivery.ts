import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

// What the SMS and email transports share: the dev outbox folder beside the data directory,
// one file per message written whole, and the JSON post to a provider's webhook.

/** A dev outbox folder: the configured one when set, else `<folder>` beside the data directory. */
export function outboxDirFromEnv(
  env: Record<string, string | undefined>,
  fromEnv: string | undefined,
  folder: string,
): string {
  if (fromEnv) return path.resolve(/*turbopackIgnore: true*/ fromEnv);
  const dataDir =
    env.DATA_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'pglite');
  return path.join(path.dirname(path.resolve(/*turbopackIgnore: true*/ dataDir)), folder);
}

/** A message's file name: its time first, so a folder listing reads in the order sent. */
export function messageFileName(sentAt: Date): string {
  return `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
}

/**
 * Writes one message as a JSON file in `<dir>/<site>/`, whole (to a temporary name, then
 * renamed) so a reader never sees half of one.
 */
export async function writeOutboxMessage(
  dir: string,
  site: string,
  sentAt: Date,
  content: Record<string, unknown>,
): Promise<void> {
  if (!/^[a-z0-9-]+$/.test(site)) throw new Error(`Not a site slug: ${site}`);
  const folder = path.join(dir, site);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  const file = path.join(folder, messageFileName(sentAt));
  const temporary = `${file}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(temporary, file);
}

const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookOptions {
  url: string;
  token?: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A poster of JSON to a provider's webhook, with `Authorization: Bearer <token>` when a token
 * is configured; any answer but a 2xx is a failure. `what` names it in errors ('SMS',
 * 'EMAIL').
 */
export function webhookPoster(
  options: WebhookOptions,
  what: string,
): (body: unknown) => Promise<void> {
  const url = new URL(options.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${what}_WEBHOOK_URL must be an http(s) address, not "${options.url}".`);
  }
  const post = options.fetch ?? fetch;
  return async (body) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await post(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) {
      const name = what === 'SMS' ? 'SMS' : what.toLowerCase();
      throw new Error(`The ${name} webhook answered ${response.status}.`);
    }
  };
}
