import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { type DemoSite, uniqueMobile } from './shopper';

// Signing in as a shopper (spec §2 sign-in): a mobile number no other test uses, and the code
// the app texted to it, read from the SMS dev outbox (the app's data directory's neighbour).

const smsOutbox = (site: DemoSite) => path.resolve('.data/e2e/sms-outbox', site.slug);

/** The codes texted to a number on a site so far, oldest first. */
function codesTo(site: DemoSite, e164: string): string[] {
  const dir = smsOutbox(site);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map(
      (file) =>
        JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string; body: string },
    )
    .filter((text) => text.to === e164)
    .map((text) => /\b(\d{6})\b/.exec(text.body)?.[1] ?? '')
    .filter(Boolean);
}

/** The newest code texted to a number, once the outbox has it (after `count` earlier ones). */
export async function textedCode(site: DemoSite, e164: string, count = 1): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(
      () => {
        codes = codesTo(site, e164);
        return codes.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return codes.at(-1)!;
}

/** On the sign-in page: a new mobile number, its texted code, 'Sign In'. */
export async function signInWithTextedCode(page: Page, site: DemoSite) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const mobile = uniqueMobile();
  await page.getByLabel('Mobile Number').fill(mobile.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await textedCode(site, mobile.e164);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  return mobile;
}
