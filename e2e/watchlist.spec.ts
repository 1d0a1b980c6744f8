import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { type DemoSite } from './shopper';
import { demo, siteUrl } from './sites';

// The watchlist on a site with authentication on (spec §4 watchlist, §7 its calls): a visitor's
// save on a search card goes to sign-in, the code comes from the SMS dev outbox, and back on the
// search the car is saved with the toast; the watchlist page lists it, and Remove takes it off
// with its toast.

const site = demo.toyota;
const searchPath = '/search/used-cars';

/** A mobile number no earlier run used (the sign-in code is limited per number). */
function freshMobile(): { typed: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return { typed: `0412 ${rest.slice(0, 3)} ${rest.slice(3)}`, e164: `+61412${rest}` };
}

/** The 6-digit code texted to a number, read from the site's SMS dev outbox. */
async function codeSentTo(demoSite: DemoSite, e164: string): Promise<string> {
  const dir = path.resolve('.data/e2e/sms-outbox', demoSite.slug);
  let code = '';
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return false;
        for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
          const message = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
            to: string;
            body: string;
          };
          const found = message.to === e164 ? /\b(\d{6})\b/.exec(message.body) : null;
          if (found) {
            code = found[1]!;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return code;
}

/** Opens a page of the site and waits until its hearts know the shopper's watchlist. */
async function openWithWatchlist(page: Page, pathname: string) {
  const known = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/watchlist');
  await page.goto(siteUrl(site, pathname));
  await known;
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('a visitor’s save goes through sign-in and comes back saved; the watchlist lists it; Remove takes it off', async ({
  page,
}) => {
  await openWithWatchlist(page, searchPath);
  const heart = page.getByRole('button', { name: /^Save .+ to watchlist$/ }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const carName = (await heart.getAttribute('aria-label'))!
    .replace(/^Save /, '')
    .replace(/ to watchlist$/, '');

  // a visitor is sent to sign in, to come back here with the car to save
  await heart.click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  const signIn = new URL(page.url()).searchParams;
  expect(signIn.get('type')).toBe('watchlist');
  expect(signIn.get('redirect')).toMatch(new RegExp(`^${searchPath}\\?save=\\d+$`));
  expect(signIn.get('back')).toBe(searchPath);

  const mobile = freshMobile();
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page
    .getByRole('textbox', { name: 'Code', exact: true })
    .fill(await codeSentTo(site, mobile.e164));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // back on the search: the save is made, the toast shown, the address without ?save=
  await expect(toasts(page).getByText('Car Saved In Watchlist')).toBeVisible();
  await expect(
    toasts(page).getByText(`${carName} is now available in your watchlist`),
  ).toBeVisible();
  await expect(toasts(page).getByRole('link', { name: 'View List' })).toHaveAttribute(
    'href',
    '/watchlist',
  );
  await expect(page).toHaveURL(siteUrl(site, searchPath));
  await expect(
    page.getByRole('button', { name: `Save ${carName} to watchlist` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');

  // the watchlist page lists it, with its price and status
  await page.goto(siteUrl(site, '/watchlist'));
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  const card = page.getByRole('article', { name: carName });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('vehicle-price')).not.toBeEmpty();
  await expect(card.getByTestId('watchlist-status')).toHaveText(/In Stock|Coming Soon|Reserved/);

  // Remove: gone at once, then the toast
  await card.getByRole('button', { name: `Remove ${carName} from your watchlist` }).click();
  await expect(card).toHaveCount(0);
  await expect(toasts(page).getByText('Car Removed')).toBeVisible();
  await expect(toasts(page).getByText(`${carName} is no longer in your watchlist`)).toBeVisible();
  await expect(page.getByText(/Your watchlist is empty/)).toBeVisible();

  // and it stays removed
  await page.reload();
  await expect(page.getByRole('article', { name: carName })).toHaveCount(0);
});

test('a visitor to the watchlist page is sent to sign in, to come back to it', async ({ page }) => {
  await page.goto(siteUrl(site, '/watchlist'));
  await expect(page).toHaveURL(/\/sign-in\?/);
  const signIn = new URL(page.url()).searchParams;
  expect(signIn.get('type')).toBe('watchlist');
  expect(signIn.get('redirect')).toBe('/watchlist');
  expect(signIn.get('back')).toBe('/');
});
