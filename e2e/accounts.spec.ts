import { expect, test } from '@playwright/test';
import { signInWithTextedCode, textedCode } from './accounts';
import { claimCar, searchStock, siteRequest, uniqueMobile } from './shopper';
import { demo, siteUrl } from './sites';
import { expectNoAxeViolations, wcagTags } from './axe';

// Shopper sign-in by mobile number (spec §2 sign-in and gated routes, §6): on the Toyota demo
// site (authentication on, its checkout gated) a visitor's 'Reserve Car Now' leads to sign-in,
// the code texted to the number is read from the SMS dev outbox, and 'Sign In' lands back on the
// checkout; a wrong code and a too-early resend are told in the form; 'Sign Out' ends it. On the
// generic demo site (authentication off) no sign-in appears anywhere.

const toyota = demo.toyota;

test('a visitor of a gated checkout signs in with the texted code and lands back on it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(siteUrl(toyota, '/'));
  const hits = await searchStock<{ id: number; slug: string; payment_processors: string[] }>(page, {
    filter: 'status = in_stock AND reserved = false AND price > 1000',
    limit: 50,
    attributesToRetrieve: ['id', 'slug', 'payment_processors'],
  });
  // one no other test reserves, so its checkout is still there when this test reaches it
  const car = claimCar(
    toyota,
    hits.filter((hit) => hit.payment_processors.length > 0),
  );

  await page.goto(siteUrl(toyota, `/cars/${car.slug}`));
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page
    .locator('[data-slot="vehicle-sidebar"]')
    .getByRole('link', { name: 'Reserve Car Now' })
    .click();

  // sent to sign-in with the page to come back to and the page it came from
  await expect(page).toHaveURL(
    siteUrl(
      toyota,
      `/sign-in?type=checkout&redirect=${encodeURIComponent(`/cars/${car.slug}/checkout`)}&back=${encodeURIComponent(`/cars/${car.slug}`)}`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute(
    'href',
    `/cars/${car.slug}`,
  );
  await expectNoAxeViolations(page, wcagTags);

  // a landline is not taken
  await page.getByLabel('Mobile Number').fill('08 9274 0100');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText('Please enter an Australian mobile number (04xx xxx xxx).'),
  ).toBeVisible();

  const mobile = uniqueMobile();
  await page.getByLabel('Mobile Number').fill(mobile.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await textedCode(toyota, mobile.e164);
  await expect(page.getByLabel('Code')).toBeFocused();

  // a wrong code, and a resend within 30 seconds, are told in the form
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const codeForm = page.getByRole('form', { name: 'Sign in, step 2 of 2' });
  await expect(codeForm.getByRole('alert')).toHaveText(
    'That code did not work. Please check it, or ask for a new code.',
  );
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(codeForm.getByRole('alert')).toHaveText(
    /^Please wait \d+ seconds? before asking for another code\.$/,
  );
  await expectNoAxeViolations(page, wcagTags);

  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(siteUrl(toyota, `/cars/${car.slug}/checkout`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve Car Now' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // signing out ends it: the checkout asks to sign in again
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=checkout/);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // and a new sign-in from there lands back on the checkout
  await signInWithTextedCode(page, toyota);
  await expect(page).toHaveURL(siteUrl(toyota, `/cars/${car.slug}/checkout`));
});

test('the generic site, with authentication off, shows no sign-in anywhere', async ({ page }) => {
  const site = demo.generic;
  await page.goto(siteUrl(site, '/'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: /sign in/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /sign (in|out)/i })).toHaveCount(0);
  expect((await siteRequest(page, site, '/sign-in?type=watchlist')).status).toBe(404);
  expect((await siteRequest(page, site, '/api/auth/get-session')).status).toBe(404);
  const send = await siteRequest(page, site, '/api/auth/phone-number/send-otp', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: '0412 345 678' }),
  });
  expect(send.status).toBe(404);
  // a checkout there is not gated
  const [car] = await searchStock<{ slug: string; payment_processors: string[] }>(page, {
    filter: 'status = in_stock AND reserved = false AND price > 1000',
    limit: 1,
    attributesToRetrieve: ['slug', 'payment_processors'],
  });
  if (car) {
    const checkout = await siteRequest(page, site, `/cars/${car.slug}/checkout`);
    expect(checkout.text).not.toContain('Sign In');
  }
});
