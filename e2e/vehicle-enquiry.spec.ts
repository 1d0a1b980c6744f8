import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDialog } from './shopper';
import { demo, siteUrl } from './sites';

// The forms of a vehicle page, as a shopper uses them: Enquire Now with its validation, Book a
// Test Drive, Find Me Something Similar on a sold car, and a search card's Quick Enquiry. Each
// accepted lead is found in the dealer's ADF outbox.

type Site = (typeof demo)[keyof typeof demo];

const outbox = (site: Site) => path.resolve('.data/e2e/lead-outbox', site.slug);

/** The ADF document of the lead with this email, once the delivery loop has written it. */
async function adfFor(site: Site, email: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const dir = outbox(site);
        if (!fs.existsSync(dir)) return false;
        for (const file of fs.readdirSync(dir)) {
          const text = fs.readFileSync(path.join(dir, file), 'utf8');
          if (text.includes(email)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

async function findCar(page: Page, site: Site, filter: string) {
  await page.goto(siteUrl(site, '/'));
  const hit = await page.evaluate(async (filter) => {
    const response = await fetch('/api/search/multi-search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        queries: [
          { indexUid: 'stock', filter, limit: 1, attributesToRetrieve: ['slug', 'stocknum'] },
        ],
      }),
    });
    const body = (await response.json()) as {
      results: { hits: { slug: string; stocknum: string }[] }[];
    };
    return body.results[0]?.hits[0] ?? null;
  }, filter);
  if (!hit) throw new Error(`no car on ${site.slug} matches ${filter}`);
  return hit;
}

async function fillContact(form: Locator, email: string) {
  await form.getByLabel('First Name').fill('Olivia');
  await form.getByLabel('Last Name').fill('Nguyen');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Mobile Number').fill('0412 345 678');
  await form.getByLabel('Postcode').fill('3175');
  // the site may ask for the terms agreement (spec §5)
  const terms = form.getByRole('checkbox', { name: /terms of use/ });
  if (await terms.isVisible()) await terms.check();
  const dealership = form.getByRole('combobox', { name: /Preferred Dealership/ });
  if (await dealership.isVisible()) {
    await dealership.click();
    await form.page().getByRole('option').first().click();
  }
}

const unique = (what: string) =>
  `${what}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com.au`;

test('Enquire Now: the errors for bad input, then a lead in the outbox with the car', async ({
  page,
}) => {
  const car = await findCar(page, demo.generic, 'status = in_stock AND reserved = false');
  await page.goto(siteUrl(demo.generic, `/cars/${car.slug}`));
  await page.getByRole('button', { name: 'Enquire Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enquire Now' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Postcode').fill('12');
  await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(dialog.getByText('Please fix the following errors:')).toBeVisible();
  await expect(
    dialog.getByText('Invalid postcode. Please enter a 4-digit number.').first(),
  ).toBeVisible();
  await expect(
    dialog.getByText('*You must agree to the terms of use before submitting.').first(),
  ).toBeVisible();

  const email = unique('olivia.enquiry');
  await fillContact(dialog, email);
  await dialog
    .getByLabel('Message')
    .fill('Is this car still available for an inspection on Saturday?');
  await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(page).toHaveURL(/\/success/);

  const adf = await adfFor(demo.generic, email);
  expect(adf).toContain('<vehicle interest="buy"');
  expect(adf).toContain(`<stock>${car.stocknum}</stock>`);
  expect(adf).toContain('<postalcode>3175</postalcode>');
});

test('Book a Test Drive from the vehicle page is a test-drive lead', async ({ page }) => {
  const car = await findCar(page, demo.toyota, 'status = in_stock');
  await page.goto(siteUrl(demo.toyota, `/cars/${car.slug}`));
  await page.getByRole('button', { name: 'Book a Test Drive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Test Drive' });
  const email = unique('olivia.drive');
  await fillContact(dialog, email);
  await dialog.getByRole('button', { name: 'Book Test Drive' }).click();
  await expect(page).toHaveURL(/\/success/);
  const adf = await adfFor(demo.toyota, email);
  expect(adf).toContain('<vehicle interest="test-drive"');
  expect(adf).toContain(`<stock>${car.stocknum}</stock>`);
});

test('a sold car: Find Me Something Similar comes with its message filled in', async ({ page }) => {
  const car = await findCar(page, demo.generic, 'status = sold');
  await page.goto(siteUrl(demo.generic, `/cars/${car.slug}`));
  await page.getByRole('button', { name: 'Find Me Something Similar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find Me Something Similar' });
  await expect(dialog.getByLabel('Message')).toHaveValue(
    'Can you please find me something similar?',
  );
  const email = unique('olivia.similar');
  await fillContact(dialog, email);
  await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(page).toHaveURL(/\/success/);
  const adf = await adfFor(demo.generic, email);
  expect(adf).toContain('Can you please find me something similar?');
});

test('a search card’s Quick Enquiry opens the enquiry on the vehicle page', async ({ page }) => {
  await page.goto(siteUrl(demo.generic, '/search/used-cars'));
  // the browser's search has taken over from the server's first page
  await expect(page.getByRole('group', { name: 'Make' })).toBeVisible();
  await page.getByRole('link', { name: 'Quick Enquiry' }).first().click();
  await expect(page).toHaveURL(/\/cars\/[^/]+#enquire$/);
  await expect(page.getByRole('dialog', { name: 'Enquire Now' })).toBeVisible();
});

test('a site that chats instead offers Instant Message in the sidebar', async ({ page }) => {
  const car = await findCar(page, demo.genericAccent, 'status = in_stock');
  await page.goto(siteUrl(demo.genericAccent, `/cars/${car.slug}`));
  await expect(page.getByRole('button', { name: 'Instant Message' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enquire Now' })).toHaveCount(0);
});

test('the finance enquiry opens in a dialog with the car’s price as the budget', async ({
  page,
}) => {
  const car = await findCar(page, demo.toyota, 'status = in_stock AND price > 5000');
  await page.goto(siteUrl(demo.toyota, `/cars/${car.slug}`));
  const dialog = page.getByRole('dialog', { name: 'Finance Enquiry' });
  await openDialog(
    page.locator('#finance-calculator').getByRole('button', { name: 'Finance Enquiry' }),
    dialog,
  );
  await expect(dialog.getByLabel('Vehicle Price Budget')).not.toHaveValue('');
  const email = unique('olivia.finance');
  await fillContact(dialog, email);
  await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(page).toHaveURL(/\/success/);
  const adf = await adfFor(demo.toyota, email);
  expect(adf).toContain('Finance Enquiry');
  expect(adf).toContain(`<stock>${car.stocknum}</stock>`);
});

test('a multi-step enquiry: each step checked, the last one sends it, and /success keeps the car', async ({
  page,
}) => {
  // spec §4 'Multi-step enquiry' (site config forms.multiStepEnquiry, on the caravan demo site)
  const site = demo.caravan;
  const car = await findCar(page, site, 'status = in_stock AND reserved = false');
  await page.goto(siteUrl(site, `/cars/${car.slug}`));
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByRole('button', { name: 'Enquire Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Enquire Now' });
  await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
  await expect(dialog.getByLabel('First Name')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Message is required.').first()).toBeVisible();
  await dialog.getByLabel('Message').fill('Is it still available?');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeFocused();
  await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
  const email = unique('olivia.steps');
  await fillContact(dialog, email);
  await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(page).toHaveURL(/\/success$/);
  const kept = page.locator('[data-slot="enquired-car"]');
  await expect(kept).toContainText(`Your enquiry was about the ${name}.`);
  await kept.getByRole('link', { name: 'Back to the car' }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}$`));
  const adf = await adfFor(site, email);
  expect(adf).toContain('Is it still available?');
  expect(adf).toContain(`<stock>${car.stocknum}</stock>`);
});
