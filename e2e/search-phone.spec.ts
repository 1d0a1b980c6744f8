import { expect, test, type Page } from '@playwright/test';
import { demo, siteUrl } from './sites';

// The search page on a phone (390 px): the results come first, the filters open from a
// 'Filter' button in a drawer, 'Show Me N Cars' applies and closes it, the button counts the
// filters, 'Clear all' removes them, and the back button walks back through the filters.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function count(page: Page) {
  const text = await page.getByTestId('result-count').innerText();
  return Number(text.replace(/[^0-9]/g, ''));
}

test('results above the fold, filters in a drawer that applies, counts, clears and goes back', async ({
  page,
}) => {
  await page.goto(siteUrl(demo.generic, '/search'));
  const firstCard = page.getByRole('list', { name: 'Cars' }).getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const box = (await firstCard.boundingBox())!;
  expect(box.y).toBeLessThan(844); // a car is on the first screen
  await expect(page.getByRole('group', { name: 'Make' })).toBeHidden(); // the column waits

  const filter = page.getByRole('button', { name: 'Filter', exact: true });
  await page.waitForLoadState('networkidle'); // the browser's search has taken over
  const all = await count(page);
  await filter.click();
  const drawer = page.getByRole('dialog', { name: 'Filter cars' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Clear all' })).toBeDisabled();

  const toyota = drawer
    .getByRole('group', { name: 'Make' })
    .getByRole('button', { name: /^Toyota/ });
  await toyota.click();
  await expect(toyota).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/make=Toyota/);
  const show = drawer.getByRole('button', { name: /^Show Me [\d,]+ Cars$/ });
  await expect(show).not.toHaveText(`Show Me ${all.toLocaleString('en-AU')} Cars`);
  const shown = Number((await show.innerText()).replace(/[^0-9]/g, ''));
  await show.click();
  await expect(drawer).toBeHidden();

  // back on the results: narrowed, counted on the button, focus returned to it
  const filterOne = page.getByRole('button', { name: 'Filter (1)' });
  await expect(filterOne).toBeFocused();
  await expect.poll(() => count(page)).toBe(shown);
  expect(shown).toBeLessThan(all);

  // the back button undoes the filter
  await page.goBack();
  await expect(page).not.toHaveURL(/make=Toyota/);
  await expect.poll(() => count(page)).toBe(all);
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();

  // and forward again, then Clear all in the drawer
  await page.goForward();
  await expect(page).toHaveURL(/make=Toyota/);
  await page.getByRole('button', { name: 'Filter (1)' }).click();
  await drawer.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/make=Toyota/);
  await expect(drawer.getByRole('button', { name: /^Show Me [\d,]+ Cars$/ })).toHaveText(
    `Show Me ${all.toLocaleString('en-AU')} Cars`,
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeFocused();
});

test('the server page, the hydrated page and the page after the first filter are laid out alike', async ({
  browser,
}) => {
  const url = siteUrl(demo.toyota, '/search');
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  const resultsBox = async (page: Page) =>
    (await page.getByRole('region', { name: 'Search results' }).boundingBox())!;
  // the server's page as it is before any script runs
  const plain = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const serverPage = await plain.newPage();
  await serverPage.goto(url);
  const server = await resultsBox(serverPage);
  await plain.close();

  const live = await browser.newContext(phone);
  const page = await live.newPage();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const hydrated = await resultsBox(page);
  expect(Math.abs(hydrated.y - server.y)).toBeLessThanOrEqual(1); // the results do not move
  expect(Math.abs(hydrated.x - server.x)).toBeLessThanOrEqual(1);

  // the first change loads the browser's search; the page keeps its layout meanwhile
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter cars' });
  await drawer.getByRole('group', { name: 'Make' }).getByRole('button').first().click();
  await drawer.getByRole('button', { name: /^Show Me [\d,]+ Cars$/ }).click();
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  const filtered = await resultsBox(page);
  expect(Math.abs(filtered.y - server.y)).toBeLessThanOrEqual(1);
  await live.close();
});
