import { expect, test, type Page } from '@playwright/test';
import { type FoundCar, searchStock } from './shopper';
import { demo, siteUrl } from './sites';
import { expectNoAxeViolations, wcagTags } from './axe';

// spec §1/§6 compare: a shopper ticks Compare on search cards, compares the cars side by side,
// takes one away and shares the address; the site without compare has no compare page.

const carColumns = (page: Page) =>
  page.getByRole('table').getByRole('columnheader').getByRole('link');

const slugsInAddress = (page: Page) =>
  (new URL(page.url()).searchParams.get('cars') ?? '').split(',').filter(Boolean);

test('tick three cars, compare them, remove one, and share the address', async ({
  page,
  browser,
}) => {
  await page.goto(siteUrl(demo.generic, '/search/used-cars'));
  await expect(page.getByRole('group', { name: 'Make' })).toBeVisible();
  const comparable = page
    .getByRole('article')
    .filter({ has: page.getByRole('checkbox', { name: /^Compare/ }) });
  const names: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const card = comparable.nth(i);
    names.push(await card.getByRole('heading').innerText());
    await card.getByRole('checkbox', { name: /^Compare/ }).check();
  }
  await expect(page.getByTestId('compare-count')).toHaveText('Compare (3)');

  await page.getByRole('link', { name: 'Compare cars' }).click();
  await expect(page).toHaveURL(/\/compare\?cars=[^,]+,[^,]+,[^,]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Comparing 3 cars' });
  await expect(table).toBeVisible();
  await expect(carColumns(page)).toHaveText(names);
  for (const row of ['Price', 'Year', 'Kilometres', 'Body', 'Features', 'Location']) {
    await expect(table.getByRole('rowheader', { name: new RegExp(`^${row}`) })).toBeVisible();
  }
  const [first, , third] = slugsInAddress(page);
  await expect(carColumns(page).first()).toHaveAttribute('href', `/cars/${first}`);

  await expectNoAxeViolations(page, wcagTags);

  await page.getByRole('button', { name: `Remove ${names[1]}` }).click();
  await expect(page.getByRole('table', { name: 'Comparing 2 cars' })).toBeVisible();
  await expect(carColumns(page)).toHaveText([names[0]!, names[2]!]);
  expect(slugsInAddress(page)).toEqual([first, third]);
  const shared = page.url();

  // the address alone brings the same cars to someone with no compare list of their own
  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto(shared);
    await expect(fresh.getByRole('table', { name: 'Comparing 2 cars' })).toBeVisible();
    await expect(carColumns(fresh)).toHaveText([names[0]!, names[2]!]);
  } finally {
    await other.close();
  }

  // the shopper's own list followed: the bare page opens it, and the search counts two
  await page.goto(siteUrl(demo.generic, '/compare'));
  await expect(page).toHaveURL(/\/compare\?cars=/);
  await expect(carColumns(page)).toHaveText([names[0]!, names[2]!]);

  // the vehicle page's Compare box knows the car is in the list
  await carColumns(page).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Compare/ })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Compare cars' })).toHaveAttribute(
    'href',
    `/compare?cars=${first},${third}`,
  );
});

test('repeats and unknown cars are dropped, the page says one is no longer available', async ({
  page,
}) => {
  await page.goto(siteUrl(demo.generic, '/'));
  const [car] = await searchStock<FoundCar>(page, {
    filter: 'status = in_stock',
    limit: 1,
    attributesToRetrieve: ['slug', 'name'],
  });
  if (!car) throw new Error('the demo site has no car in stock');
  const response = await page.goto(
    siteUrl(demo.generic, `/compare?cars=${car.slug},${car.slug},no-such-car-x1`),
  );
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain(car.name); // read from the store with the page
  await expect(page.getByRole('table', { name: 'Comparing 1 car' })).toBeVisible();
  await expect(carColumns(page)).toHaveText([car.name]);
  await expect(page.getByText('1 car in this comparison is no longer available.')).toBeVisible();
  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveAttribute('content', /noindex/);

  // on a phone the cars scroll sideways past the row names
  await page.setViewportSize({ width: 390, height: 844 });
  const region = page.getByRole('region', { name: 'Comparing 1 car' });
  const year = page.getByRole('rowheader', { name: 'Year' });
  await expect(year).toHaveCSS('position', 'sticky');
  expect(await region.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('heading', { name: 'No cars to compare yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search our stock' })).toHaveAttribute(
    'href',
    '/search',
  );
  expect(new URL(page.url()).search).toBe('');
});

test('a site with compare off has no compare page', async ({ page }) => {
  // the same app as the site above, the other demo site of its template: compare is off there
  const response = await page.goto(siteUrl(demo.genericAccent, '/compare?cars=anything'));
  expect(response?.status()).toBe(404);
  await page.goto(siteUrl(demo.genericAccent, '/search/used-cars'));
  await expect(page.getByRole('group', { name: 'Make' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Compare/ })).toHaveCount(0);
});
