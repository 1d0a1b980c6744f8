import { expect, test, type Page } from '@playwright/test';
import { demo, siteUrl } from './sites';
import { expectNoAxeViolations, wcagTags } from './axe';

// The vehicle page as a shopper sees it: what the sidebar shows for an in-stock car, a sold car,
// a car with no price, a car with a history report, a reserved car and a caravan.

type Site = (typeof demo)[keyof typeof demo];

/** A car of the site matching a Meilisearch filter, found through the site's own search. */
async function findCar(page: Page, site: Site, filter: string): Promise<string> {
  await page.goto(siteUrl(site, '/'));
  const slug = await page.evaluate(async (filter) => {
    const response = await fetch('/api/search/multi-search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        queries: [{ indexUid: 'stock', filter, limit: 1, attributesToRetrieve: ['slug'] }],
      }),
    });
    const body = (await response.json()) as { results: { hits: { slug: string }[] }[] };
    return body.results[0]?.hits[0]?.slug ?? null;
  }, filter);
  if (!slug) throw new Error(`no car on ${site.slug} matches ${filter}`);
  return slug;
}

const sidebar = (page: Page) => page.locator('[data-slot="vehicle-sidebar"]');
const price = (page: Page) => sidebar(page).locator('[data-slot="vehicle-price"]');

test('an in-stock car: price, facts, the buttons, the number revealed on a click', async ({
  page,
}) => {
  const slug = await findCar(
    page,
    demo.generic,
    'status = in_stock AND reserved = false AND price > 1000 AND photos_count > 1',
  );
  const response = await page.goto(siteUrl(demo.generic, `/cars/${slug}`));
  expect(response?.status()).toBe(200);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const side = sidebar(page);
  await expect(price(page)).toContainText('$');
  for (const fact of ['Year', 'Make', 'Model'])
    await expect(side.getByText(fact, { exact: true })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Reserve Car Now' })).toBeVisible();
  await expect(side.getByRole('button', { name: 'Enquire Now' })).toBeVisible();
  await expect(side.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Print' })).toHaveAttribute(
    'href',
    `/print?car_id=${slug}`,
  );

  // the number is masked after its first 5 characters until the shopper asks for it
  const reveal = page.waitForRequest(
    (request) => request.url().endsWith('/api/phone-reveals') && request.method() === 'POST',
  );
  await side.getByRole('button', { name: /Call Now/ }).click();
  const body = (await reveal).postDataJSON() as { car_id: number; website_id: number };
  expect(body.website_id).toBeGreaterThan(0);
  await expect(
    side.getByRole('link', { name: /\d{2} ?\d{4} ?\d{4}|\d{4} ?\d{3} ?\d{3}/ }),
  ).toHaveAttribute('href', /^tel:/);

  // the tabs, the specifications and the structured data
  await expect(page.getByRole('tab', { name: 'Dealer Comments' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Why Buy From Us?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Specifications' })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain('"priceCurrency":"AUD"');
  expect(jsonLd).toContain('"Car"');

  // the share picture of the car is a PNG of its own
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toContain(`/cars/${slug}/share-image`);
  const og = await page.evaluate(async (url) => {
    const r = await fetch(new URL(url).pathname + new URL(url).search);
    return { status: r.status, type: r.headers.get('content-type') };
  }, ogImage!);
  expect(og).toEqual({ status: 200, type: 'image/png' });

  // the sticky bar slides in after 900px of scrolling
  const sticky = page.locator('[data-slot="sticky-cta-bar"]');
  await expect(sticky).toHaveAttribute('data-visible', 'false');
  await page.mouse.wheel(0, 1400);
  await expect(sticky).toHaveAttribute('data-visible', 'true');
  await expect(
    page.getByRole('region', { name: (await heading.innerText()).trim(), exact: true }),
  ).toBeVisible();
});

// the share menu and its toast are the platform's, the same on every template (e2e/README.md)
{
  const site = demo.generic;
  test(`${site.name}: Copy link in the share menu copies the car's address and says so in a toast`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: siteUrl(site, '/').replace(/\/$/, ''),
    });
    const slug = await findCar(page, site, 'status = in_stock');
    await page.goto(siteUrl(site, `/cars/${slug}`));
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await sidebar(page).getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    // spec §4, §9: one toast, 'Copied {car name} to your clipboard!'
    const toast = page.locator('[data-slot="toast"]');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(`Copied ${name} to your clipboard!`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/cars/${slug}`);
    // the menu stays open; a second copy replaces the toast: never a stack
    await page.getByRole('menuitem', { name: /^(Copied|Copy link)$/ }).click();
    await expect(toast).toContainText(`Copied ${name} to your clipboard!`);
    await expect(toast).toHaveCount(1);
  });
}

test('a sold car: the SOLD message and Find Me Something Similar, nothing else', async ({
  page,
}) => {
  const slug = await findCar(page, demo.generic, 'status = sold');
  await page.goto(siteUrl(demo.generic, `/cars/${slug}`));
  const side = sidebar(page);
  await expect(side.getByText('SOLD', { exact: true })).toBeVisible();
  await expect(side.getByRole('button', { name: 'Find Me Something Similar' })).toBeVisible();
  await expect(side.getByRole('button', { name: 'Enquire Now' })).toHaveCount(0);
  await expect(side.getByRole('button', { name: /Call Now/ })).toHaveCount(0);
  await expect(side.getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0);
});

test('a car with no price shows the no-price text', async ({ page }) => {
  const slug = await findCar(
    page,
    demo.generic,
    'status = in_stock AND price = 0 AND preorder = false',
  );
  await page.goto(siteUrl(demo.generic, `/cars/${slug}`));
  await expect(price(page)).toHaveText(/Enquire for price\./);
  await expect(sidebar(page).getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0);
});

test('a car with a history file offers the Car History Report', async ({ page }) => {
  const slug = await findCar(page, demo.generic, 'status = in_stock AND has_history_report = true');
  await page.goto(siteUrl(demo.generic, `/cars/${slug}`));
  await expect(sidebar(page).getByRole('link', { name: 'Car History Report' })).toBeVisible();

  const other = await findCar(
    page,
    demo.generic,
    'status = in_stock AND has_history_report = false',
  );
  await page.goto(siteUrl(demo.generic, `/cars/${other}`));
  await expect(sidebar(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Car History Report' })).toHaveCount(0);
});

test('a reserved car is marked Reserved and cannot be reserved again', async ({ page }) => {
  const slug = await findCar(page, demo.generic, 'status = in_stock AND reserved = true');
  await page.goto(siteUrl(demo.generic, `/cars/${slug}`));
  const side = sidebar(page);
  await expect(side.getByText('Reserved', { exact: true })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0);
  await expect(side.getByRole('button', { name: 'Enquire Now' })).toBeVisible();
});

test('a caravan shows its size in metres and feet, its mass and its berths', async ({ page }) => {
  const slug = await findCar(page, demo.caravan, 'status = in_stock AND item_type = caravan');
  await page.goto(siteUrl(demo.caravan, `/cars/${slug}`));
  await expect(price(page)).toBeVisible();
  const specs = page.getByRole('region', { name: 'All Specifications' });
  await specs.getByRole('button', { name: 'Show More' }).click();
  await expect(specs.getByText('Body Length')).toBeVisible();
  await expect(specs.getByText(/\d+(\.\d+)? m \([\d.]+ ft\)/).first()).toBeVisible();
  await expect(specs.getByText('Sleeps')).toBeVisible();
  await expect(specs.getByText(/Aggregate Trailer Mass/)).toBeVisible();
});

test('the Toyota page shows the view count and the Service Advantage panel', async ({ page }) => {
  const slug = await findCar(
    page,
    demo.toyota,
    'status = in_stock AND make = Toyota AND reserved = false AND price > 1000',
  );
  await page.goto(siteUrl(demo.toyota, `/cars/${slug}`));
  await expect(page.getByTestId('view-count')).toHaveText(/Viewed [\d,]+ times?/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Book a Service' })).toBeVisible();
  // the finance estimate asks for a quote once and then shows its figures; it hydrates as the
  // shopper scrolls near it (a long description can put it more than a screen below the fold)
  const estimate = page.getByTestId('finance-estimate');
  await estimate.scrollIntoViewIfNeeded();
  await expect(estimate).toHaveAttribute('aria-busy', 'false');
  await expect(estimate.getByText(/^\$[\d,]+$/).first()).toBeVisible();
  await estimate.getByRole('button', { name: 'View disclaimer' }).click();
  await expect(page.getByRole('dialog', { name: 'Finance disclaimer' })).toBeVisible();
});

test('an unknown car is a 404 with a way back to the stock', async ({ page }) => {
  const response = await page.goto(siteUrl(demo.generic, '/cars/no-such-car-2099'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /search|stock|cars/i }).first()).toBeVisible();
});

test('print page and PDF download of a car', async ({ page }) => {
  const slug = await findCar(page, demo.toyota, 'status = in_stock AND price > 1000');
  await page.goto(siteUrl(demo.toyota, `/print?car_id=${slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vehicle details' })).toBeVisible();

  await page.goto(siteUrl(demo.toyota, `/cars/${slug}`));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${slug}.pdf`);
});

// WCAG 2.2 AA: axe finds nothing on a vehicle page of each template, a sold car's page, the
// print page and the open enquiry dialog.
const axePages = [
  ['generic in-stock', demo.generic, 'status = in_stock AND price > 1000', ''],
  ['generic sold', demo.generic, 'status = sold', ''],
  ['accent in-stock', demo.genericAccent, 'status = in_stock', ''],
  ['toyota in-stock', demo.toyota, 'status = in_stock AND make = Toyota', ''],
  ['caravan in-stock', demo.caravan, 'status = in_stock', ''],
  ['toyota print', demo.toyota, 'status = in_stock', 'print'],
] as const;

for (const [name, site, filter, kind] of axePages) {
  test(`axe finds no WCAG 2.2 AA violations on the ${name} vehicle page`, async ({ page }) => {
    const slug = await findCar(page, site, filter);
    await page.goto(siteUrl(site, kind === 'print' ? `/print?car_id=${slug}` : `/cars/${slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, wcagTags);
  });
}

test('axe finds no WCAG 2.2 AA violations in the open enquiry dialog', async ({ page }) => {
  const slug = await findCar(page, demo.toyota, 'status = in_stock');
  await page.goto(siteUrl(demo.toyota, `/cars/${slug}?enquire=enquiry`));
  await expect(page.getByRole('dialog', { name: 'Enquire Now' })).toBeVisible();
  await expectNoAxeViolations(page, wcagTags);
});

test('a vehicle page from the render cache hydrates without an error and takes a shopper’s input', async ({
  page,
}) => {
  const slug = await findCar(page, demo.toyota, 'status = in_stock AND price > 1000');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(siteUrl(demo.toyota, `/cars/${slug}`)); // rendered and kept
  const cached = await page.goto(siteUrl(demo.toyota, `/cars/${slug}`));
  expect(cached?.headers()['x-render-cache']).toBe('hit');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Enquire Now' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Enquire Now' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a click from search to a car is answered from the render cache the second time, and the car’s page works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const navigations: string[] = [];
  page.on('response', (response) => {
    if (response.request().headers().rsc === '1' && response.url().includes('/cars/'))
      navigations.push(response.headers()['x-render-cache'] ?? 'none');
  });
  await page.goto(siteUrl(demo.generic, '/search'));
  const card = page.locator('main a[href^="/cars/"]:not([href*="#"])').first();
  const href = (await card.getAttribute('href'))!;
  const heading = page.getByRole('heading', { level: 1 });
  for (const round of [1, 2]) {
    if (round === 2) await page.goto(siteUrl(demo.generic, '/search'));
    await page.waitForLoadState('networkidle');
    const searchHeading = await heading.textContent();
    await page.locator(`main a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(siteUrl(demo.generic, href));
    await expect(heading).not.toHaveText(searchHeading ?? '');
  }
  // the first click's answer was rendered (or kept by an earlier shopper's), the second's kept
  expect(navigations).toHaveLength(2);
  expect(navigations[1]).toBe('hit');
  await page.getByRole('button', { name: 'Enquire Now' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Enquire Now' })).toBeVisible();
  expect(errors).toEqual([]);
});
