import { expect, type Locator, type Page, test } from '@playwright/test';
import { adfFor, fillContact, findCar, siteRequest, uniqueEmail } from './shopper';
import { demo, siteUrl } from './sites';
import { expectNoAxeViolations } from './axe';

// The dealer's own pages as a shopper uses them: the locations grid to a location's details and
// its contact form (a lead in the dealer's outbox), the holiday hours, the nearest location to a
// postcode, a content page's locations blocks, the content and compliance pages, and the sitemap
// of exactly the visible cars.

test.describe.configure({ timeout: 75_000 });

test('generic: from the locations grid to a location’s details and its contact form, whose lead reaches the dealer', async ({
  page,
}) => {
  const site = demo.generic;
  await page.goto(siteUrl(site, '/our-location'));
  await expect(page.getByRole('heading', { level: 1, name: 'View our locations' })).toBeVisible();
  await expectNoAxeViolations(page);
  const grid = page.getByRole('list', { name: 'Our locations' });
  const card = grid.getByRole('article', { name: 'Southern Cross Ringwood' });
  await card.getByRole('link', { name: 'View Location Details' }).click();

  await expect(page).toHaveURL(/\/our-location\/southern-cross-ringwood$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Southern Cross Ringwood' }),
  ).toBeVisible();
  await expect(page.getByText('255 Maroondah Highway')).toBeVisible();
  await expect(page.getByRole('link', { name: '03 9870 2200' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Service' })).toBeVisible();
  await expectNoAxeViolations(page);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd!)).toMatchObject({
    '@type': 'AutoDealer',
    name: 'Southern Cross Ringwood',
  });

  await page.getByRole('link', { name: 'Contact Southern Cross Ringwood' }).click();
  await expect(page).toHaveURL(/\/contact-us\/southern-cross-ringwood$/);
  const form = page.getByRole('form', { name: 'Submit an enquiry' });
  await expect(form.getByRole('combobox', { name: /Dealership|Location/ })).toContainText(
    'Ringwood',
  );
  const email = uniqueEmail('location-contact');
  await fillContact(form, email);
  await form.getByLabel(/Message|Comments/).fill('Is the workshop open on Saturdays?');
  await form.getByRole('button', { name: /Submit/ }).click();
  await expect(page).toHaveURL(/\/success/);
  const adf = await adfFor(site, email);
  expect(adf).toContain('Ringwood');
  expect(adf).toContain('Is the workshop open on Saturdays?');
});

// spec §7 embedded map: every map picture from the site's own image route; the provider's
// interactive map (and so anything of the provider) only on a press. OpenStreetMap's answer is
// played here, so the test reaches no other site.
test('generic: a location’s map through the image route and the way there; a provider’s interactive map only on a press', async ({
  page,
}) => {
  const pictureAnswers = async (map: Locator) => {
    await map.scrollIntoViewIfNeeded();
    await expect
      .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const src = await map.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(src).pathname).toBe('/media/image');
    expect(new URL(src).searchParams.get('src')).toMatch(/^\/media\/map\//);
    // asked again from the page (the browser resolves the site's host; the runner does not)
    const answer = await map.evaluate(async (img: HTMLImageElement) => {
      const response = await fetch(img.currentSrc);
      return { status: response.status, type: response.headers.get('content-type') };
    });
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^image\/(avif|webp|jpeg)$/);
    expect([await map.getAttribute('width'), await map.getAttribute('height')]).toEqual([
      '600',
      '400',
    ]);
  };

  // the embedded default: the site's drawn map and 'Get Directions', no provider at all
  const location = await page.goto(siteUrl(demo.generic, '/our-location/southern-cross-ringwood'));
  expect(location!.headers()['content-security-policy']).toMatch(/frame-src 'self';/);
  await pictureAnswers(
    page.getByRole('img', { name: 'Map showing the location of Southern Cross Ringwood' }),
  );
  await expect(page.getByRole('button', { name: 'View interactive map' })).toHaveCount(0);
  // the place's own map address (spec §3 place_url)
  await expect(page.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=255%20Maroondah%20Highway/,
  );
  await expectNoAxeViolations(page);

  // the vehicle page's #vehicle-map: the car's location on its map
  const car = await findCar(page, demo.generic, 'status = in_stock');
  await page.goto(siteUrl(demo.generic, `/cars/${car.slug}`));
  const section = page.locator('#vehicle-map');
  await expect(section.getByRole('heading', { name: 'Where to find this vehicle' })).toBeVisible();
  await pictureAnswers(section.getByRole('img', { name: /^Map showing the location of / }));

  // a site with a provider (OpenStreetMap): its contact page's map, its embed only on a press
  const provider: string[] = [];
  await page.route('https://www.openstreetmap.org/**', async (route) => {
    provider.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><head><title>OpenStreetMap</title></head><body><div role="application" aria-label="Map of Five Dock"><p>Map of Five Dock</p></div></body></html>',
    });
  });
  const contact = await page.goto(siteUrl(demo.genericAccent, '/contact-us'));
  expect(contact!.headers()['content-security-policy']).toMatch(
    /frame-src 'self' https:\/\/www\.openstreetmap\.org;/,
  );
  const visit = page.getByRole('region', { name: 'Visit Us' });
  await pictureAnswers(visit.getByRole('img', { name: /^Map showing the location of / }));
  await expect(visit.getByRole('link', { name: 'Get Directions' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(provider).toEqual([]);
  // by keyboard: the button, then focus in the map it opened
  const button = visit.getByRole('button', { name: 'View interactive map' });
  await button.focus();
  await page.keyboard.press('Enter');
  const frame = visit.locator('iframe[title^="Interactive map of"]');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
  );
  await expect(frame).toBeFocused();
  await expect(button).toHaveCount(0);
  await expect.poll(() => provider.length).toBe(1);
  await expect(
    page.frameLocator('iframe[title^="Interactive map of"]').getByText('Map of Five Dock'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('generic: a location’s holiday hours open in a dialog', async ({ page }) => {
  await page.goto(siteUrl(demo.generic, '/our-location/southern-cross-dandenong'));
  await page.getByRole('button', { name: 'View Holiday Hours' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Holiday Hours' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/25 Dec/)).toBeVisible();
  await expect(dialog.getByText('Closed').first()).toBeVisible();
  await expect(dialog.getByText('9:00 AM - 1:00 PM')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('generic: the nearest location to a postcode, and an unknown postcode', async ({ page }) => {
  await page.goto(siteUrl(demo.generic, '/our-location'));
  const finder = page.getByRole('form', { name: /nearest/i });
  await finder.getByLabel('Postcode').fill('2150');
  await finder.getByRole('button', { name: 'Find nearest' }).click();
  const first = page.getByText(/km away/).first();
  await expect(first).toBeVisible();
  // Parramatta is the nearest to 2150 (Parramatta), well before the Melbourne locations
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /km away/ })
      .first(),
  ).toContainText('Parramatta');

  await finder.getByLabel('Postcode').fill('0001');
  await finder.getByRole('button', { name: 'Find nearest' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid postcode' })).toBeVisible();
});

test('generic: the home page’s reviews lead to the review texts, at the site’s minimum rating, the 12 newest', async ({
  page,
}) => {
  await page.goto(siteUrl(demo.generic, '/'));
  await page.getByRole('link', { name: 'Read our reviews' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Reviews' })).toBeVisible();
  const reviews = page.getByRole('article', { name: /^Review by / });
  await expect(reviews.first()).toBeVisible();
  expect(await reviews.count()).toBeLessThanOrEqual(12);
  // spec §9: 4 stars or more by default
  const ratings = await reviews
    .getByRole('img', { name: /out of 5/ })
    .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label') ?? ''));
  expect(ratings).toHaveLength(await reviews.count());
  for (const label of ratings)
    expect(Number(/([\d.]+) out of 5/.exec(label)?.[1])).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('link', { name: 'Write a review' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// spec §2 the locations block on a content page, from site config: Swan Valley Toyota's Diamond
// Advantage page shows its service centres as dark cards and one place's details.
/** A page of the Toyota demo site's 'Discover' menu, opened as a shopper opens it. */
async function openFromDiscover(page: Page, name: string) {
  await page.goto(siteUrl(demo.toyota, '/about-us'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Discover' }).hover();
  await nav.getByRole('link', { name }).click();
}

test('toyota: a content page’s locations blocks, a dark grid to each place and one place’s details', async ({
  page,
}) => {
  const site = demo.toyota;
  await openFromDiscover(page, 'Diamond Advantage');
  await expect(page.getByRole('heading', { level: 1, name: 'Diamond Advantage' })).toBeVisible();
  const centres = page.getByRole('list', { name: 'Our service centres' });
  const cards = centres.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(centres.locator('[data-variant="dark"]')).toHaveCount(2);
  const collect = page.getByRole('region', { name: 'Collect your vehicle' });
  await expect(collect.getByText('190 Great Eastern Highway')).toBeVisible();
  await expect(collect.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  await expectNoAxeViolations(page);
  const hrefs = await centres
    .getByRole('link', { name: /View Details/ })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs).toHaveLength(2);
  for (const href of hrefs) expect((await siteRequest(page, site, href)).status, href).toBe(200);
  await cards
    .first()
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(/\/our-location\/swan-valley-toyota-midland$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Swan Valley Toyota Midland' }),
  ).toBeVisible();
});

test('toyota: the blog from the menu’s Vehicle Reviews, its banner, its categories and back', async ({
  page,
}) => {
  await openFromDiscover(page, 'Vehicle Reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Reviews' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'More from our blog' })).toBeVisible();
  await page.getByRole('link', { name: 'All Blog Categories' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  // spec §9 the blog's default banner across the top, loaded through the image route
  const banner = page.locator('[data-slot="page-banner"] img');
  await expect(banner).toBeVisible();
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const main = page.getByRole('main');
  for (const name of ['Vehicle Reviews', 'News', 'Tips & Advice', 'Events']) {
    await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Tips & Advice', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tips & Advice' })).toBeVisible();
  await main.getByRole('link', { name: 'Finance Calculator' }).click();
  await expect(page).toHaveURL(/\/finance$/);
});

for (const { template, site } of [
  { template: 'generic', site: demo.generic },
  { template: 'toyota', site: demo.toyota },
  { template: 'caravan', site: demo.caravan },
] as const) {
  test(`${template}: the footer’s pages, and the complaint process names the state’s regulator`, async ({
    page,
  }) => {
    await page.goto(siteUrl(site, '/'));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(site.name).first()).toBeVisible();
    // spec §9: a privacy complaint is answered within 30 days
    await expect(
      page.getByText(/We will respond to your complaint within 30 days\./),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Complaint Handling Process' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complaint Handling Process' }),
    ).toBeVisible();
    await expect(page.getByText(/or seek independent legal advice/)).toBeVisible();
    const regulator = {
      generic: 'Consumer Affairs Victoria',
      toyota: 'Consumer Protection WA',
      caravan: 'Office of Fair Trading Queensland',
    }[template];
    await expect(page.getByRole('link', { name: new RegExp(regulator) })).toBeVisible();
  });

  // the sitemap is the platform's, made by the stock rule every site's search applies: once
  if (template !== 'generic') continue;
  test(`${template}: the sitemap lists exactly the cars the site shows`, async ({ page }) => {
    const response = await siteRequest(page, site, '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.contentType).toContain('xml');
    const xml = response.text;
    const listed = [...xml.matchAll(/<loc>[^<]*\/cars\/([^<]+)<\/loc>/g)].map((m) => m[1]!);

    // every car the site's own search finds, and none other
    await page.goto(siteUrl(site, '/'));
    const shown = await page.evaluate(async () => {
      const slugs: string[] = [];
      for (let offset = 0; ; offset += 250) {
        const response = await fetch('/api/search/multi-search', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            queries: [{ indexUid: 'stock', limit: 250, offset, attributesToRetrieve: ['slug'] }],
          }),
        });
        const body = (await response.json()) as { results: { hits: { slug: string }[] }[] };
        const hits = body.results[0]!.hits;
        slugs.push(...hits.map((hit) => hit.slug));
        if (hits.length < 250) return slugs;
      }
    });
    expect(listed.map(decodeURIComponent).sort()).toEqual([...shown].sort());

    const robots = (await siteRequest(page, site, '/robots.txt')).text;
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
}
