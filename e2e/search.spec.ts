import { expect, test, type Page } from '@playwright/test';
import { demo, siteUrl } from './sites';

// A shopper narrows stock by make, model, body, price and km, sorts, pages, goes back and
// forward, and lands on the same results from a pasted URL.

async function ready(page: Page) {
  // the filters appear once the browser's search has taken over from the server's first page
  await expect(page.getByRole('group', { name: 'Make' })).toBeVisible();
}

async function count(page: Page) {
  const text = await page.getByTestId('result-count').innerText();
  return Number(text.replace(/[^0-9]/g, ''));
}

const titles = (page: Page) => page.getByRole('article').getByRole('heading').allInnerTexts();

async function prices(page: Page) {
  const texts = await page.getByTestId('vehicle-price').allInnerTexts();
  return texts.map((t) => Number(/\$([\d,]+)/.exec(t)?.[1]?.replace(/,/g, '') ?? NaN));
}

test('the first page of results is in the server’s HTML', async ({ page }) => {
  const response = await page.goto(siteUrl(demo.generic, '/search/used-cars?make=Toyota'));
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Explore Vehicle');
  expect(html).toMatch(/[\d,]+ Cars found/);
});

test('narrow by make, model and body, sort, page, go back and forward, paste the URL', async ({
  page,
}) => {
  await page.goto(siteUrl(demo.generic, '/search'));
  await ready(page);
  const all = await count(page);
  expect(all).toBeGreaterThan(1000);

  await page
    .getByRole('group', { name: 'Make' })
    .getByRole('checkbox', { name: /^Toyota/ })
    .check();
  await expect(page).toHaveURL(/make=Toyota/);
  await expect.poll(() => count(page)).toBeLessThan(all);
  expect((await titles(page)).every((t) => t.includes('Toyota'))).toBe(true);

  await page.getByRole('group', { name: 'Model' }).getByRole('checkbox', { name: /^RAV4/ }).check();
  await expect(page).toHaveURL(/model=RAV4/);
  await expect.poll(async () => (await titles(page)).every((t) => t.includes('RAV4'))).toBe(true);

  await page
    .getByRole('group', { name: 'Body Type' })
    .getByRole('button', { name: /^Wagon/ })
    .click();
  await expect(page).toHaveURL(/body=Wagon/);

  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Price: Low to High' }).click();
  await expect(page).toHaveURL(/sortBy=price%3Aasc|sortBy=price:asc/);
  await expect
    .poll(async () => {
      const list = (await prices(page)).filter((p) => !Number.isNaN(p));
      return list.length > 1 && list.every((p, i) => i === 0 || p >= list[i - 1]!);
    })
    .toBe(true);

  const url = page.url();
  const firstTitles = await titles(page);
  const fresh = await page.context().newPage();
  await fresh.goto(url);
  await ready(fresh);
  await expect.poll(() => titles(fresh)).toEqual(firstTitles);
  await fresh.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/sortBy/);
  await page.goForward();
  await expect(page).toHaveURL(/sortBy=price/);
});

test('pages through results with the page number in the URL only after page 1', async ({
  page,
}) => {
  await page.goto(siteUrl(demo.generic, '/search/used-cars'));
  await ready(page);
  const first = await titles(page);
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => titles(page)).not.toEqual(first);
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 1' })
    .click();
  await expect(page).not.toHaveURL(/page=/);
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
});

test('narrows by price and kilometres with the range inputs', async ({ page }) => {
  await page.goto(siteUrl(demo.generic, '/search'));
  await ready(page);
  const before = await count(page);
  const price = page.getByRole('group', { name: 'Price', exact: true });
  await price.getByRole('textbox', { name: 'Maximum price' }).fill('30000');
  await price.getByRole('textbox', { name: 'Maximum price' }).press('Enter');
  await expect(page).toHaveURL(/price=%3A30000|price=:30000/);
  await expect.poll(() => count(page)).toBeLessThan(before);
  expect((await prices(page)).filter((p) => !Number.isNaN(p)).every((p) => p <= 30000)).toBe(true);
  const km = page.getByRole('group', { name: 'Kilometres', exact: true });
  await km.getByRole('textbox', { name: 'Maximum kilometres' }).fill('60000');
  await km.getByRole('textbox', { name: 'Maximum kilometres' }).press('Enter');
  await expect(page).toHaveURL(/km=/);
});

test('each template searches its own stock by path', async ({ page }) => {
  await page.goto(siteUrl(demo.caravan, '/search/used-caravans'));
  await expect(page.getByRole('heading', { level: 1, name: 'Used Caravans' })).toBeVisible();
  await ready(page);
  expect(await count(page)).toBeGreaterThan(50);
  await page.goto(siteUrl(demo.toyota, '/search/toyota/hilux'));
  await expect(page.getByRole('heading', { level: 1, name: 'Toyota HiLux Cars' })).toBeVisible();
  await ready(page);
  expect((await titles(page)).every((t) => t.includes('HiLux'))).toBe(true);
  const response = await page.goto(siteUrl(demo.toyota, '/search/holden/commodore-ute'));
  expect(response?.status()).toBe(404);
});

test('the certified-only switch narrows Toyota stock to certified cars', async ({ page }) => {
  await page.goto(siteUrl(demo.toyota, '/search'));
  await ready(page);
  const before = await count(page);
  await page.getByRole('switch', { name: 'Only show Toyota Certified Vehicles' }).check();
  await expect(page).toHaveURL(/certified=true/);
  await expect.poll(() => count(page)).toBeLessThan(before);
});

test('a promo card sits at its position inside its window, for its car types', async ({ page }) => {
  await page.goto(siteUrl(demo.generic, '/search/used-cars'));
  await ready(page);
  const promo = page.getByRole('complementary', { name: 'End of Year Stocktake Sale' });
  // the demo card runs 2026-11-01 to 2026-12-24 (Melbourne time), at positions 8 and 17
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(
    new Date(),
  );
  const live = today >= '2026-11-01' && today <= '2026-12-24';
  await expect(promo).toHaveCount(live ? 2 : 0);
  if (live) {
    const items = page.getByRole('list', { name: 'Cars' }).locator(':scope > li');
    await expect(items.nth(7).getByRole('complementary')).toHaveCount(1);
  }
  await page.goto(siteUrl(demo.generic, '/search/new-cars'));
  await expect(page.getByRole('complementary', { name: 'End of Year Stocktake Sale' })).toHaveCount(
    0,
  );
});

test('recent searches are offered on the search page', async ({ page }) => {
  await page.goto(siteUrl(demo.caravan, '/search'));
  await ready(page);
  await page
    .getByRole('group', { name: 'Make' })
    .getByRole('checkbox', { name: /^Jayco/ })
    .check();
  await expect(page).toHaveURL(/make=Jayco/);
  await page.goto(siteUrl(demo.caravan, '/search/used-caravans'));
  await ready(page);
  const recent = page.getByRole('navigation', { name: 'Recent searches' });
  await expect(recent.getByRole('link', { name: /Jayco/ })).toBeVisible();
  await recent.getByRole('link', { name: /Jayco/ }).click();
  await expect(page).toHaveURL(/\/search\?make=Jayco/);
});
