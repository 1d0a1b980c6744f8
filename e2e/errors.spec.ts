import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2ePorts } from '../playwright.config';
import { startApp, type RunningApp } from '../server-tests/app-server';
import { searchStock } from './shopper';
import { demo, siteUrl } from './sites';

// A page that fails on the server shows the site's own error page. The failure is a real one,
// with no switch in the product to cause it: a generic app of its own whose stock search is a
// Meilisearch (as a production site has) that does not answer, so every server-side search
// fails as it would when that service is down.
const down = { ...demo.generic, port: e2ePorts.generic + 10 };
const unreachableSearch = {
  MEILISEARCH_HOST: 'http://127.0.0.1:9', // the discard port: nothing listens there
  MEILISEARCH_SEARCH_KEY: 'search-key-of-a-meilisearch-that-is-down',
  MEILISEARCH_SEARCH_KEY_UID: 'b8c04ce4-7b3b-4d63-9a4c-8f3a5e0b1f6e',
};

// one app for the file: its tests run one after another in one worker
test.describe.configure({ mode: 'serial' });

let app: RunningApp;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startApp(
    'generic',
    down.port,
    path.resolve('.data/e2e/generic-search-down'),
    `${down.slug}.localhost`,
    unreachableSearch,
  );
});
test.afterAll(async () => app?.stop());

/** The error page in the site's frame, and the reference it shows. */
async function expectSiteErrorPage(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  // inside the site's frame and theme: its header and footer render around it
  await expect(page.getByRole('banner').getByRole('link', { name: down.name })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(down.name);
  await expect(page.locator('[data-brand="generic"]').first()).toBeAttached();
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Search our stock' })).toHaveAttribute(
    'href',
    '/search',
  );
  // nothing of the failure itself: no message, address or stack, only its reference
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/ECONNREFUSED|fetch failed|127\.0\.0\.1|Meilisearch|at \S+ \(/i);
  const reference = /Error reference: ([A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(reference, 'the page shows a reference code').toBeTruthy();
  return reference!;
}

test('a failed search page is the site’s themed error page, with its reference in the server log', async ({
  page,
}) => {
  const response = await page.goto(siteUrl(down, '/search'));
  expect(response?.status()).toBe(500);
  const reference = await expectSiteErrorPage(page);
  // the code a shopper quotes finds the error in the server's log
  expect(app.stderr()).toContain(reference);
});

test('Try again asks the server for the page again', async ({ page }) => {
  await page.goto(siteUrl(down, '/search'));
  await expectSiteErrorPage(page);
  const logSoFar = app.stderr().length;
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  // the server rendered the page again (and it failed again, the search being down still): the
  // page now shows the reference of that new failure, logged after the click
  await expect
    .poll(async () => {
      const reference = await expectSiteErrorPage(page);
      return app.stderr().slice(logSoFar).includes(`'${reference}'`);
    })
    .toBe(true);
});

test('a vehicle page whose similar cars cannot be searched is the error page too', async ({
  page,
}) => {
  // the app's own search endpoint (its embedded engine) still answers: find a car with it
  await page.goto(siteUrl(down, '/robots.txt'));
  const [car] = await searchStock<{ slug: string }>(page, {
    filter: 'status = in_stock',
    limit: 1,
    attributesToRetrieve: ['slug'],
  });
  // the car exists, but the page's similar cars search fails
  const response = await page.goto(siteUrl(down, `/cars/${car!.slug}`));
  expect(response?.status()).toBe(500);
  const reference = await expectSiteErrorPage(page);
  expect(app.stderr()).toContain(reference);
});
