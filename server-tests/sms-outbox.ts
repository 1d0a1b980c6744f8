import fs from 'node:fs';
import path from 'node:path';

// The SMS dev outbox (SMS_OUTBOX_DIR) as the server tests read it: one JSON file a text message,
// in a folder per site, named so that they sort oldest first.

/** The sign-in code of the last text message to a number (E.164) on a site. */
export function codeTextedTo(outbox: string, slug: string, e164: string): string {
  const folder = path.join(outbox, slug);
  const texts = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map(
      (file) =>
        JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as {
          to: string;
          body: string;
        },
    )
    .filter((text) => text.to === e164);
  const code = /\b(\d{6})\b/.exec(texts.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was texted to ${e164} on ${slug}`);
  return code;
}
