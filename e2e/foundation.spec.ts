import { expect, test, type Page } from '@playwright/test';
import { demo, siteUrl } from './sites';

async function accentColour(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-brand]');
    if (!root) throw new Error('no themed root');
    return getComputedStyle(root).getPropertyValue('--dlr-color-brand-accent').trim().toLowerCase();
  });
}

async function stockCount(page: Page) {
  const text = await page.getByTestId('stock-count').innerText();
  return Number(text.replace(/[^0-9]/g, ''));
}

for (const [key, site] of Object.entries(demo)) {
  test(`${key}: the home page shows the site's name, stock count and theme`, async ({ page }) => {
    const response = await page.goto(siteUrl(site));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(site.name));
    expect(await stockCount(page)).toBeGreaterThan(0);
    // the hero's quick search leads to all of the stock until a choice narrows it
    await expect(page.getByRole('link', { name: /^Show Me [\d,]+ / })).toHaveAttribute(
      'href',
      '/search',
    );
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} ${site.name}`,
    );
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy-policy');
    expect(await accentColour(page)).toMatch(/^#[0-9a-f]{6}$|^rgb/);
  });
}

test('the three brands look different and a dealer accent override shows', async ({ page }) => {
  const accents: Record<string, string> = {};
  for (const [key, site] of Object.entries(demo)) {
    await page.goto(siteUrl(site));
    accents[key] = await accentColour(page);
  }
  expect(new Set([accents.generic, accents.toyota, accents.caravan]).size).toBe(3);
  expect(accents.genericAccent).toBe('#0f766e');
  expect(accents.genericAccent).not.toBe(accents.generic);
});

test('stock counts come from each site’s own stock', async ({ page }) => {
  const counts: number[] = [];
  for (const site of [demo.generic, demo.genericAccent, demo.toyota, demo.caravan]) {
    await page.goto(siteUrl(site));
    counts.push(await stockCount(page));
  }
  const [group, single, toyota, caravan] = counts as [number, number, number, number];
  expect(group).toBeGreaterThan(1200);
  expect(group).toBeLessThanOrEqual(1500);
  expect(single).toBeLessThanOrEqual(150);
  expect(toyota).toBeGreaterThan(450);
  expect(toyota).toBeLessThanOrEqual(600);
  expect(caravan).toBeGreaterThan(200);
  expect(caravan).toBeLessThanOrEqual(300);
});

test('an unknown host gets a 404 page, never another site', async ({ page }) => {
  const response = await page.goto(`http://no-such-dealer.localhost:${demo.generic.port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /Site not found/ })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(demo.generic.name);
});

test('a site of another template is a 404 on this app', async ({ page }) => {
  const response = await page.goto(`http://${demo.toyota.slug}.localhost:${demo.generic.port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('body')).not.toContainText(demo.toyota.name);
});

test('a missing page inside a site is the site’s themed 404', async ({ page }) => {
  const response = await page.goto(siteUrl(demo.toyota, '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(demo.toyota.name);
});

test('the bare host lists the app’s demo sites', async ({ page }) => {
  await page.goto(`http://localhost:${demo.generic.port}/`);
  await expect(page.getByRole('link', { name: demo.generic.name })).toHaveAttribute(
    'href',
    siteUrl(demo.generic),
  );
  await expect(page.getByRole('link', { name: demo.genericAccent.name })).toBeVisible();
  await expect(page.getByRole('link', { name: demo.toyota.name })).toHaveCount(0);
});

test('vehicle images are generated locally, and only for the site’s own cars', async ({ page }) => {
  // car ids are dealership id x 100000 + n: 40100001 is the caravan dealer's first, 10100001 the group's
  const own = await page.goto(siteUrl(demo.caravan, '/media/vehicle/40100001/1.svg'));
  expect(own?.status()).toBe(200);
  expect(own?.headers()['content-type']).toContain('image/svg+xml');
  const other = await page.goto(siteUrl(demo.caravan, '/media/vehicle/10100001/1.svg'));
  expect(other?.status()).toBe(404);
});
