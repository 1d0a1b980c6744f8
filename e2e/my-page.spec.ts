import { expect, test, type Page } from '@playwright/test';
import { signInWithTextedCode } from './accounts';
import { expectNoAxeViolations, wcagTags } from './axe';
import {
  claimCar,
  fillContact,
  findCar,
  searchStock,
  shuffled,
  siteRequest,
  uniqueEmail,
} from './shopper';
import { demo, siteUrl } from './sites';

// spec §2 the my-* pages: Swan Valley Toyota's config names /mymotorama as its dealer group's
// signed-in page. A visitor is sent to sign in and comes back to it; signed in, the shopper's
// saved cars and searches, their reservation (held under the number they signed in with, though
// another was typed on the form) and their test drive booked with that number are there, the
// reservation leading to its confirmation. Every other my-* address, and /mymotorama on a site
// whose config does not name it, is the site's 404.

const site = demo.toyota;
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a visitor signs in to My Swan Valley Toyota, and finds their reservation and test drive there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(siteUrl(site, '/mymotorama'));
  await expect(page).toHaveURL(/\/sign-in\?/);
  const signIn = new URL(page.url()).searchParams;
  expect(signIn.get('type')).toBe('mymotorama');
  expect(signIn.get('redirect')).toBe('/mymotorama');
  const mobile = await signInWithTextedCode(page, site);

  await expect(page).toHaveURL(siteUrl(site, '/mymotorama'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'My Swan Valley Toyota' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/My Swan Valley Toyota/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/mymotorama',
  );
  await expect(region(page, 'Saved cars').getByText(/Your watchlist is empty/)).toBeVisible();
  await expect(region(page, 'Saved searches').getByText(/no saved searches/)).toBeVisible();
  await expect(region(page, 'Reservations').getByText(/You have no reservations/)).toBeVisible();
  await expect(
    region(page, 'Enquiries').getByText('You have not sent us an enquiry yet.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page, wcagTags);

  // a reservation at the checkout (this site's is for signed-in shoppers), another number typed
  const candidates = await searchStock<{
    id: number;
    slug: string;
    name: string;
    payment_processors: string[];
  }>(page, {
    filter: 'status = in_stock AND reserved = false AND price > 1000',
    limit: 50,
    attributesToRetrieve: ['id', 'slug', 'name', 'payment_processors'],
  });
  const reservable = claimCar(
    site,
    shuffled(candidates.filter((car) => car.payment_processors.length > 0)),
  );
  await page.goto(siteUrl(site, `/cars/${reservable.slug}/checkout`));
  const form = page.getByRole('form', { name: 'Your details' });
  await fillContact(form, uniqueEmail('my-page-reserve'), '0412 000 111');
  await form.getByRole('button', { name: /^Reserve This Car/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your car is reserved' })).toBeVisible();

  // a test drive of another car, booked with the number signed in with
  const other = await findCar(page, site, `status = in_stock AND slug != "${reservable.slug}"`);
  await page.goto(siteUrl(site, `/cars/${other.slug}`));
  await page.getByRole('button', { name: 'Book a Test Drive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Test Drive' });
  await fillContact(dialog, uniqueEmail('my-page-drive'), mobile.typed);
  await dialog.getByRole('button', { name: 'Book Test Drive' }).click();
  await expect(page).toHaveURL(/\/success/);

  await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'My Swan Valley Toyota' }),
  ).toBeVisible();
  const reservation = region(page, 'Reservations').getByRole('article', {
    name: reservable.name,
  });
  await expect(reservation.getByText('Reserved', { exact: true })).toBeVisible();
  await expect(reservation.getByText(/^Held for you until \w+day \d+ \w+ \d{4} at/)).toBeVisible();
  await expect(reservation.getByText(/^\$200 deposit · Reserved on \d+ \w+ \d{4}$/)).toBeVisible();
  const drive = region(page, 'Enquiries').getByRole('article', { name: /^Book a Test Drive, / });
  await expect(drive).toHaveCount(1);
  await expect(drive.getByRole('link', { name: other.name })).toHaveAttribute(
    'href',
    `/cars/${other.slug}`,
  );
  // the reservation's own lead is the reservation, not an enquiry
  await expect(region(page, 'Enquiries').getByRole('article')).toHaveCount(1);
  await expectNoAxeViolations(page, wcagTags);

  // its confirmation, shown to the signed-in shopper without the link's token; cancelled there
  await reservation.getByRole('link', { name: 'View reservation' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?reservation=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your car is reserved' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Reservation' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This reservation has ended' }),
  ).toBeVisible();
  await page.goto(siteUrl(site, '/mymotorama'));
  await expect(
    region(page, 'Reservations')
      .getByRole('article', { name: reservable.name })
      .getByText('Cancelled', { exact: true }),
  ).toBeVisible();
});

test('the other my-* pages, and /mymotorama where a site does not name it, are not found', async ({
  page,
}) => {
  for (const [on, path] of [
    [site, '/myblinkr'],
    [site, '/mybigboxcars'],
    [site, '/myservco'],
    [demo.generic, '/mymotorama'],
    [demo.caravan, '/mymotorama'],
  ] as const) {
    const answer = await siteRequest(page, on, path);
    expect(answer.status, `${on.slug}${path}`).toBe(404);
  }
});
