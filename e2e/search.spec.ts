import { expect, test, type Page } from '@playwright/test';
import { demo, siteUrl } from './sites';
import { expectNoAxeViolations, wcagTags } from './axe';

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

/** The results' car cards: every card but the fleet card ('Get In Touch'), where a site has one. */
const carCards = (page: Page) =>
  page.getByRole('article').filter({ hasNot: page.getByRole('link', { name: 'Get In Touch' }) });
// the text as written (a card far below the screen is not rendered yet, so it has no innerText)
const titles = (page: Page) => carCards(page).getByRole('heading').allTextContents();

async function prices(page: Page) {
  const texts = await page.getByTestId('vehicle-price').allTextContents();
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

  const toyota = page.getByRole('group', { name: 'Make' }).getByRole('button', { name: /^Toyota/ });
  await toyota.click();
  await expect(toyota).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/make=Toyota/);
  await expect.poll(() => count(page)).toBeLessThan(all);
  expect((await titles(page)).every((t) => t.includes('Toyota'))).toBe(true);

  await page
    .getByRole('list', { name: 'Toyota models' })
    .getByRole('checkbox', { name: /^RAV4/ })
    .check();
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

test('the site’s filter presets: the filters’ fifth section, each a search of the site', async ({
  page,
}) => {
  // spec §9 'Search filter preset index 4' (Southern Cross Motor Group's search.filterPresets)
  await page.goto(siteUrl(demo.generic, '/search'));
  await ready(page);
  const column = page.locator('[data-slot="facet-section"]').filter({ visible: true });
  await expect(column.nth(4).getByRole('button').first()).toHaveText('Quick Filters');
  const presets = page.locator('[data-slot="filter-presets"]').filter({ visible: true });
  await expect(presets.getByRole('link')).toHaveText([
    'Under $20,000',
    'Under 50,000 km',
    'Used cars',
  ]);
  const before = await count(page);
  await presets.getByRole('link', { name: 'Under $20,000' }).click();
  await expect(page).toHaveURL(/\/search\?price=%3A20000$/);
  await ready(page);
  await expect.poll(() => count(page)).toBeLessThan(before);
  expect((await prices(page)).filter((p) => !Number.isNaN(p)).every((p) => p <= 20000)).toBe(true);
  await expectNoAxeViolations(page, wcagTags);
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

test('each kind of search path has its own title, description and canonical; combinations are not indexed', async ({
  page,
}) => {
  const head = async () => ({
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    robots: await page.locator('meta[name="robots"]').getAttribute('content'),
  });
  // a car type path
  await page.goto(siteUrl(demo.caravan, '/search/used-caravans?sortBy=price:asc&page=2'));
  const used = await head();
  expect(used).toMatchObject({
    title: 'Used Caravans for sale | Sunshine Coast Caravans',
    description:
      'Used Caravans for sale at Sunshine Coast Caravans: browse, filter and sort our caravans, with prices in AUD.',
    robots: 'index, follow',
  });
  // sorting and paging make no page of their own: the site's address of the path alone
  expect(used.canonical).toMatch(/^https:\/\/[^/?]+\/search\/used-caravans$/);
  // a make and model path
  await page.goto(siteUrl(demo.toyota, '/search/toyota/hilux'));
  const hilux = await head();
  expect(hilux.title).toBe('Toyota HiLux Cars for sale | Swan Valley Toyota');
  expect(hilux.canonical).toMatch(/\/search\/toyota\/hilux$/);
  expect(hilux.robots).toBe('index, follow');
  // the whole stock, refined in the query: one canonical for either order, not indexed
  await page.goto(siteUrl(demo.generic, '/search?body=Ute,SUV&sortBy=price:desc'));
  const refined = await head();
  expect(refined.title).toBe('Cars for sale | Southern Cross Motor Group');
  expect(refined.robots).toBe('noindex, follow');
  await page.goto(siteUrl(demo.generic, '/search?body=SUV,Ute'));
  expect((await head()).canonical).toBe(refined.canonical);
  expect(refined.canonical).toMatch(/\/search\?body=SUV%2CUte$/);
});

test('Pre-Owned Vehicles: used Toyotas with the certified first; the switch keeps only those', async ({
  page,
}) => {
  await page.goto(siteUrl(demo.toyota, '/pre-owned'));
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  await ready(page);
  const before = await count(page);
  const cards = page.getByRole('list', { name: 'Cars' }).locator(':scope > li');
  await expect(cards.first().getByText('Toyota Certified')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /sort/i })).toHaveText(/Recommended/);
  const certifiedOnly = page.getByRole('switch', { name: 'Only show Toyota Certified Vehicles' });
  await certifiedOnly.check();
  await expect(page).toHaveURL(/certified=true/);
  await expect.poll(() => count(page)).toBeLessThan(before);
  // the menu's Certified Pre-Owned address lands on the switch turned on
  await page.goto(siteUrl(demo.toyota, '/pre-owned?certified=true'));
  await expect(page).toHaveURL(/\/search\/used-cars\?certified=true$/);
  await ready(page);
  await expect(certifiedOnly).toBeChecked();
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

test('the fleet card sits at its position among the results, its Get In Touch to the fleet page', async ({
  page,
}) => {
  await page.goto(siteUrl(demo.toyota, '/search/new-used-and-demo-cars'));
  await ready(page);
  const items = page.getByRole('list', { name: 'Cars' }).locator(':scope > li');
  // Swan Valley Toyota's card stands at result 6: the sixth place of the first page
  const fleet = items.nth(5).getByRole('article', { name: 'Fleet Sales' });
  await expect(fleet).toBeVisible();
  await expect(fleet.getByRole('listitem')).toHaveText([
    'Custom fleet solutions',
    'Servicing and repairs',
    'Fast quotes',
    'Finance Options',
  ]);
  await expectNoAxeViolations(page);
  await fleet.getByRole('link', { name: 'Get In Touch' }).click();
  await expect(page).toHaveURL(/\/fleet$/);
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
});

test('the caravan search filters by city and dealership, the site having two of each', async ({
  page,
}) => {
  await page.goto(siteUrl(demo.caravan, '/search'));
  await ready(page);
  for (const name of ['City', 'Dealership']) {
    // closed at first: its heading opens it
    await page.getByRole('button', { name, exact: true }).first().click();
    await expect(page.getByRole('group', { name }).first().getByRole('checkbox')).toHaveCount(2);
  }
});

test('recent searches are offered on the search page', async ({ page }) => {
  await page.goto(siteUrl(demo.caravan, '/search'));
  await ready(page);
  await page
    .getByRole('group', { name: 'Make' })
    .getByRole('button', { name: /^Jayco/ })
    .click();
  await expect(page).toHaveURL(/make=Jayco/);
  await page.goto(siteUrl(demo.caravan, '/search/used-caravans'));
  await ready(page);
  const recent = page.getByRole('navigation', { name: 'Recent searches' });
  await expect(recent.getByRole('link', { name: /Jayco/ })).toBeVisible();
  await recent.getByRole('link', { name: /Jayco/ }).click();
  await expect(page).toHaveURL(/\/search\?make=Jayco/);
});

test('make cards: popular makes with logos, all makes on request, a make opens to its models', async ({
  page,
}) => {
  await page.goto(siteUrl(demo.generic, '/search'));
  await ready(page);
  const makes = page.getByRole('group', { name: 'Make' });
  // spec §9: the seven popular makes first, each card with its logo
  await expect(makes.getByText('Popular Makes', { exact: true })).toBeVisible();
  await expect(makes.getByRole('listitem')).toHaveCount(7);
  const logo = makes.getByRole('button', { name: /^Toyota/ }).locator('img');
  await expect(logo).toHaveAttribute('src', '/media/make/Toyota.svg');
  await expect(logo).toHaveAttribute('width', /\d+/);
  await expect(logo).toHaveAttribute('height', /\d+/);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await makes.getByRole('button', { name: 'Show all makes' }).click();
  await expect(makes.getByText('All Makes', { exact: true })).toBeVisible();
  expect(await makes.getByRole('listitem').count()).toBeGreaterThan(7);
  await makes.getByRole('button', { name: 'Hide extra makes' }).click();
  await expect(makes.getByText('All Makes', { exact: true })).toBeHidden();

  const before = await count(page);
  const mazda = makes.getByRole('button', { name: /^Mazda/ });
  await mazda.click();
  await expect(mazda).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/make=Mazda/);
  const models = page.getByRole('list', { name: 'Mazda models' });
  await expect(models.getByRole('checkbox').first()).toBeVisible();
  const modelCount = await models.getByRole('checkbox').count();
  expect(modelCount).toBeGreaterThan(0);
  expect(modelCount).toBeLessThanOrEqual(30);
  const label = await models.getByRole('listitem').first().innerText();
  const name = label.replace(/\s*\([\d,]+\)\s*$/, '').trim();
  await models.getByRole('checkbox', { name: label.trim() }).check();
  await expect.poll(() => new URL(page.url()).searchParams.get('model')).toBe(name);
  await expect
    .poll(async () => (await titles(page)).every((t) => t.includes('Mazda') && t.includes(name)))
    .toBe(true);
  expect(await count(page)).toBeLessThan(before);

  // leaving the make leaves its models too
  await mazda.click();
  await expect(page).not.toHaveURL(/make=|model=/);
  await expect(models).toBeHidden();
});

test('the seats dropdown narrows stock and keeps its choice in the URL', async ({ page }) => {
  await page.goto(siteUrl(demo.generic, '/search'));
  await ready(page);
  const before = await count(page);
  const seats = page.getByRole('combobox', { name: 'Seats' });
  await expect(seats).toHaveText('Any');
  await seats.click();
  await page.getByRole('option', { name: /^7 seats/ }).click();
  await expect(page).toHaveURL(/seats=7/);
  await expect(seats).toHaveText(/^7 seats/);
  await expect.poll(() => count(page)).toBeLessThan(before);

  await seats.click();
  await page.getByRole('option', { name: /^5 seats/ }).click();
  await expect(page).toHaveURL(/seats=5(&|$)/);

  await page.reload();
  await ready(page);
  await expect(page.getByRole('combobox', { name: 'Seats' })).toHaveText(/^5 seats/);
  await page.getByRole('combobox', { name: 'Seats' }).click();
  await page.getByRole('option', { name: 'Any' }).click();
  await expect(page).not.toHaveURL(/seats=/);
  await expect.poll(() => count(page)).toBe(before);
});

test('a shopper saves a car and picks cars to compare; both survive a reload', async ({ page }) => {
  await page.goto(siteUrl(demo.generic, '/search/used-cars'));
  await ready(page);
  // the first card that offers saving (spec §5: in-stock cars only)
  const saveable = () =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Save / }) })
      .first();
  const title = await saveable().getByRole('heading').innerText();
  const save = () => saveable().getByRole('button', { name: `Save ${title}` });
  await expect(save()).toHaveAttribute('aria-pressed', 'false');
  await save().click();
  await expect(save()).toHaveAttribute('aria-pressed', 'true');

  const compare = (i: number) => page.getByRole('checkbox', { name: /^Compare/ }).nth(i);
  await compare(0).check();
  await compare(1).check();
  await expect(page.getByTestId('compare-count')).toHaveText('Compare (2)');

  await page.reload();
  await ready(page);
  await expect(saveable().getByRole('heading')).toHaveText(title);
  await expect(save()).toHaveAttribute('aria-pressed', 'true');
  await expect(compare(0)).toBeChecked();
  await expect(compare(1)).toBeChecked();
  await expect(page.getByTestId('compare-count')).toHaveText('Compare (2)');

  // at most four cars: a fifth box waits until one is taken off
  await compare(2).check();
  await compare(3).check();
  await expect(page.getByTestId('compare-count')).toHaveText('Compare (4)');
  await expect(compare(4)).toBeDisabled();
  await compare(0).uncheck();
  await expect(compare(4)).toBeEnabled();
  await expect(page.getByTestId('compare-count')).toHaveText('Compare (3)');

  await save().click();
  await expect(save()).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await ready(page);
  await expect(save()).toHaveAttribute('aria-pressed', 'false');
});
