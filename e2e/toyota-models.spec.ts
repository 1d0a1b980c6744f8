import { expect, type Page, test } from '@playwright/test';
import { demo, siteUrl } from './sites';
import { expectNoAxeViolations, wcagTags } from './axe';
import { siteRequest } from './shopper';

// The Toyota demo site's model range (spec §2): the 'New Vehicles' mega-menu by mouse and by
// keyboard, a model page to its stock search, an upcoming model with no 'Our Stock', the range
// by body at /models, each page without axe violations.

const site = demo.toyota;

const megaMenu = (page: Page) => page.locator('[data-slot="model-mega-menu"]');

test('the mega-menu opens on hover, groups the models and takes the shopper to one', async ({
  page,
}) => {
  await page.goto(siteUrl(site, '/special-offers'));
  const trigger = page.getByRole('button', { name: 'New Vehicles' });
  await trigger.hover();
  await expect(megaMenu(page)).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const groups = await megaMenu(page)
    .locator('[aria-labelledby]')
    .evaluateAll((lists) =>
      lists.map(
        (list) => document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent,
      ),
    );
  expect(groups).toEqual([
    'Cars',
    'Hatch & sedans',
    'SUVs & 4WDs',
    'Utes & Vans',
    'GR & performance',
    'Electrified',
    'Upcoming',
    'Discontinued',
  ]);
  await expectNoAxeViolations(page, wcagTags);
  // an upcoming model: 'Upcoming', and no 'Our Stock'
  const upcoming = megaMenu(page).locator('[data-slot="model-menu-card"]', {
    hasText: 'LandCruiser FJ',
  });
  await expect(upcoming.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(upcoming.getByRole('link', { name: /^Our Stock/ })).toHaveCount(0);

  await megaMenu(page).getByRole('link', { name: 'Explore RAV4' }).first().click();
  await expect(page).toHaveURL(/\/rav4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Toyota RAV4' })).toBeVisible();
  await expect(megaMenu(page)).toHaveCount(0);
});

test('the mega-menu by keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({
  page,
}) => {
  await page.goto(siteUrl(site, '/special-offers'));
  const trigger = page.getByRole('button', { name: 'New Vehicles' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(megaMenu(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect
    .poll(() =>
      page.evaluate(
        () => document.activeElement?.closest('[data-slot="model-mega-menu"]') !== null,
      ),
    )
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(megaMenu(page)).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('a model page leads to the model’s stock at this dealer', async ({ page }) => {
  await page.goto(siteUrl(site, '/rav4'));
  await expect(page.getByRole('heading', { level: 1, name: 'Toyota RAV4' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Highlights' })).toBeVisible();
  // spec §9 the Service Advantage of the model
  await expect(page.getByRole('main').getByRole('link', { name: 'Book a Service' })).toBeVisible();
  await expect(page.getByText(/\d+ RAV4 vehicles? in stock at Swan Valley Toyota\./)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Submit an enquiry' })).toBeVisible();
  await expectNoAxeViolations(page, wcagTags);
  await page.getByRole('link', { name: 'Our Stock of RAV4' }).click();
  await expect(page).toHaveURL(/\/search\/toyota\/rav4$/);
  // the car cards (the fleet card among them is the dealer's, not a car)
  const names = await page
    .getByRole('article')
    .filter({ hasNot: page.getByRole('link', { name: 'Get In Touch' }) })
    .evaluateAll((cards) => cards.slice(0, 6).map((card) => card.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('RAV4');
});

test('an upcoming model has a page without stock, and the range lists models by body', async ({
  page,
}) => {
  await page.goto(siteUrl(site, '/landcruiser-fj'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Toyota LandCruiser FJ' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Our Stock/ })).toHaveCount(0);
  await expect(page.getByText(/is coming soon/)).toBeVisible();

  // the body's slug of before ('suvs-4wds') is sent on for good to its slug now
  const moved = await page.goto(siteUrl(site, '/models?body=suvs-4wds'));
  expect((await moved?.request().redirectedFrom()?.response())?.status()).toBe(308);
  await expect(page).toHaveURL(/\/models\?body=suvs-and-4wds$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Toyota SUVs & 4WDs' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Models' }).getByRole('article');
  await expect(cards.filter({ hasText: 'RAV4' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'HiAce' })).toHaveCount(0);
  await expect(
    cards.filter({ hasText: 'Kluger' }).getByRole('link', { name: /View Accessories/ }),
  ).toHaveAttribute('href', '/kluger/accessories');
  await expectNoAxeViolations(page, wcagTags);
  await page.getByRole('link', { name: 'Utes & Vans' }).click();
  await expect(page).toHaveURL(/\/models\?body=utes-and-vans$/);
  await expect(cards.filter({ hasText: 'HiLux' })).toHaveCount(1);

  const accessories = await page.goto(siteUrl(site, '/kluger/accessories'));
  expect(accessories?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Toyota Kluger Accessories' }),
  ).toBeVisible();
  // a model with a page elsewhere has none here
  expect((await page.goto(siteUrl(site, '/coaster')))?.status()).toBe(404);
});

test('on a phone the menu’s New Vehicles goes to the range', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl(site, '/special-offers'));
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: site.name });
  await drawer.getByRole('link', { name: 'New Vehicles' }).click();
  await expect(page).toHaveURL(/\/models$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Toyota Range' })).toBeVisible();
});

// spec §2 dropdowns (hover or click): Service and Discover open short lists of links from the
// template's menu; every link leads to a page the site has.
test('Discover and Service open their dropdowns by mouse and by keyboard, to pages that answer', async ({
  page,
}) => {
  await page.goto(siteUrl(site, '/special-offers'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  const discover = nav.getByRole('button', { name: 'Discover' });
  await discover.hover();
  await expect(discover).toHaveAttribute('aria-expanded', 'true');
  const links = nav.getByRole('list', { name: 'Discover' }).getByRole('link');
  await expect(links).toHaveText([
    'About Us',
    'Diamond Advantage',
    'Buying With Us',
    'Vehicle Reviews',
    'Careers',
  ]);
  await expectNoAxeViolations(page, wcagTags);
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!));
  await nav.getByRole('link', { name: 'Diamond Advantage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Diamond Advantage' })).toBeVisible();
  for (const href of hrefs) {
    expect((await siteRequest(page, site, href)).status, href).toBe(200);
  }

  // by keyboard: Enter opens Service, Tab reaches its first link, Escape closes it
  const service = nav.getByRole('button', { name: 'Service' });
  await service.focus();
  await page.keyboard.press('Enter');
  await expect(service).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Book a Service' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(service).toHaveAttribute('aria-expanded', 'false');
  await expect(service).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/genuine-service$/);
});

test('on a phone a dropdown’s links are under their item in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl(site, '/special-offers'));
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: site.name });
  await drawer
    .getByRole('list', { name: 'Service' })
    .getByRole('link', { name: 'Warranty' })
    .click();
  await expect(page).toHaveURL(/\/warranty$/);
});
