import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { siteUrl } from './sites';

// What the end-to-end tests do as a shopper on any demo site: find a car through the site's own
// search, fill the contact fields of a form by their labels, and find the dealer's copy of a
// lead (its ADF document in the app's lead outbox, written by the delivery loop).

export interface DemoSite {
  slug: string;
  port: number;
}

/** An email no other test uses, so the lead's ADF document can be told apart. */
export const uniqueEmail = (what: string) =>
  `${what}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com.au`;

const outbox = (site: DemoSite) => path.resolve('.data/e2e/lead-outbox', site.slug);

/** The ADF document of the lead with this email, once the delivery loop has written it. */
export async function adfFor(site: DemoSite, email: string, also?: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const dir = outbox(site);
        if (!fs.existsSync(dir)) return false;
        for (const file of fs.readdirSync(dir)) {
          const text = fs.readFileSync(path.join(dir, file), 'utf8');
          if (text.includes(email) && (!also || text.includes(also))) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 40_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found;
}

export interface FoundCar {
  id: number;
  slug: string;
  stocknum: string;
  name: string;
  price: number;
  car_type: string;
}

/**
 * The hits of one query to the site's own search (the Meilisearch protocol it answers), asked
 * from the site's page the browser is on.
 */
export async function searchStock<T>(page: Page, query: Record<string, unknown>): Promise<T[]> {
  return page.evaluate(async (query) => {
    const response = await fetch('/api/search/multi-search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ queries: [{ indexUid: 'stock', ...query }] }),
    });
    const body = (await response.json()) as { results: { hits: unknown[] }[] };
    return body.results[0]?.hits ?? [];
  }, query) as Promise<T[]>;
}

/** Where a run's tests mark the cars they reserve (cleared when the run's servers start). */
export const claimedCarsDir = path.resolve('.data/e2e/claimed-cars');

/**
 * The first of `candidates` (cars of the site) that no other test of the run has claimed, now
 * claimed for the calling test: tests that reserve a car, side by side, never reach for the
 * same one (a file made only if missing is the claim, so two workers cannot both win it).
 */
export function claimCar<T extends { id: number }>(site: DemoSite, candidates: readonly T[]): T {
  const dir = path.join(claimedCarsDir, site.slug);
  fs.mkdirSync(dir, { recursive: true });
  for (const car of candidates) {
    try {
      fs.closeSync(fs.openSync(path.join(dir, String(car.id)), 'wx'));
      return car;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`every car of ${site.slug} that can be reserved is another test's`);
}

/** The list in a random order (each run reaches for other cars first). */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * A car of the site matching a Meilisearch filter, found through the site's own search (asked
 * from the site's robots.txt: its origin without a page to draw).
 */
export async function findCar(page: Page, site: DemoSite, filter: string): Promise<FoundCar> {
  await page.goto(siteUrl(site, '/robots.txt'));
  const [hit] = await searchStock<FoundCar>(page, {
    filter,
    limit: 1,
    attributesToRetrieve: ['id', 'slug', 'stocknum', 'name', 'price', 'car_type'],
  });
  if (!hit) throw new Error(`no car on ${site.slug} matches ${filter}`);
  return hit;
}

/**
 * A mobile number no other test uses (a hold without a deposit is one per number, a sign-in code
 * goes to one number), as typed and in E.164: 0412 and six digits, a range the phone rule always
 * takes (not every 04xx number is a mobile number that exists).
 */
export function uniqueMobile(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return {
    typed: `0412 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    e164: `+61412${digits}`,
  };
}

/** Fills a form's contact fields, its terms agreement and dealership where the site asks. */
export async function fillContact(form: Locator, email: string, mobile = '0412 345 678') {
  await form.getByLabel('First Name').fill('Olivia');
  await form.getByLabel('Last Name').fill('Nguyen');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Mobile Number').fill(mobile);
  await form.getByLabel('Postcode').fill('3175');
  // the site may ask for the terms agreement (spec §5)
  const terms = form.getByRole('checkbox', { name: /terms of use/ });
  if (await terms.isVisible()) await terms.check();
  for (const name of [/Preferred Dealership/, /Distribution Location/]) {
    const select = form.getByRole('combobox', { name });
    if ((await select.isVisible()) && (await select.textContent())?.includes('select')) {
      await select.click();
      await form.page().getByRole('option').first().click();
    }
  }
}

export interface SiteAnswer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * A request to the site as its pages make one (the browser's fetch from the site's origin):
 * `<slug>.localhost` resolves in Chromium, not in Node, so the test runner cannot ask directly.
 */
export async function siteRequest(
  page: Page,
  site: DemoSite,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<SiteAnswer> {
  const probe = await page.context().newPage();
  try {
    await probe.goto(siteUrl(site, '/robots.txt'));
    return await probe.evaluate(
      async ({ path, init }) => {
        const response = await fetch(path, init);
        return {
          status: response.status,
          contentType: response.headers.get('content-type') ?? '',
          text: await response.text(),
        };
      },
      { path, init },
    );
  } finally {
    await probe.close();
  }
}

/**
 * Opens a dialog by its button as a shopper does: on a busy machine the page may still be
 * hydrating, and a press before the button answers does nothing, so the shopper presses again.
 */
export async function openDialog(button: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
