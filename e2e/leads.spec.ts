import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { demo, siteUrl } from './sites';
import { expectNoAxeViolations } from './axe';

// A shopper fills each form page of a demo site by its labels, meets the validation messages,
// sends it and reaches the thank-you page; the dealer's copy is the ADF document the app
// writes to its lead outbox (DATA_DIR's parent folder, lead-outbox/<site>/<lead id>.adf.xml).

const outbox = path.resolve('.data/e2e/lead-outbox');
const ERRORS = 'Please fix the following errors:';
const POSTCODE = 'Invalid postcode. Please enter a 4-digit number.';
const TERMS = '*You must agree to the terms of use before submitting.';

// the delivery loop writes ADF documents every 15 seconds
test.describe.configure({ timeout: 75_000 });

interface Shopper {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
}

function shopper(tag: string): Shopper {
  const unique = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  return {
    name: 'Jordan',
    lastName: 'Lee',
    email: `jordan.${unique}@example.com`,
    phone: '0412 345 678',
    postcode: '3175',
  };
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillContact(page: Page, person: Shopper) {
  await textbox(page, 'First Name').fill(person.name);
  await textbox(page, 'Last Name').fill(person.lastName);
  await textbox(page, 'Email Address').fill(person.email);
  await textbox(page, 'Mobile Number').fill(person.phone);
  await textbox(page, 'Postcode').fill(person.postcode);
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: select })).toHaveText(option);
}

async function errorList(page: Page) {
  const summary = page.getByRole('alert', { name: ERRORS });
  await expect(summary).toBeVisible();
  return summary;
}

/** Submits and lands on the thank-you page once the server has accepted the lead. */
async function submitAndThank(page: Page, button: string) {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: button }).click();
  expect((await answer).status()).toBe(201);
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
}

/** The ADF document of the shopper's lead, found by their email once the outbox delivered it. */
async function adfFor(site: { slug: string }, person: Shopper) {
  const folder = path.join(outbox, site.slug);
  let found = '';
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(folder).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith('.adf.xml'))) {
          const text = await fs.readFile(path.join(folder, name), 'utf8');
          if (text.includes(`<email>${person.email}</email>`)) found = text;
        }
        return found !== '';
      },
      { timeout: 40_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found;
}

function expectContact(adf: string, person: Shopper) {
  expect(adf).toContain('<?adf version="1.0"?>');
  expect(adf).toContain(`<name part="first">${person.name}</name>`);
  expect(adf).toContain(`<name part="last">${person.lastName}</name>`);
  expect(adf).toContain(`<email>${person.email}</email>`);
  expect(adf).toContain(`<phone type="cellphone">${person.phone}</phone>`);
  expect(adf).toContain(`<postalcode>${person.postcode}</postalcode>`);
}

const site = demo.generic; // three dealerships and the terms agreement

test('contact us: the general enquiry, its errors, then the lead in the outbox', async ({
  page,
}) => {
  await page.goto(siteUrl(site, '/contact-us'));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Submit an enquiry' });
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveText('General Enquiry');

  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  const summary = await errorList(page);
  for (const message of [
    'First Name is required.',
    'Email Address is required.',
    'Mobile Number is required.',
    POSTCODE,
    'Please select a dealership.',
    'Message is required.',
    TERMS,
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  // the error state passes the accessibility check too
  await expectNoAxeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21aa']);

  const person = shopper('contact');
  await fillContact(page, { ...person, postcode: '31' });
  await textbox(page, 'Email Address').fill('jordan@');
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(summary.getByRole('link', { name: POSTCODE })).toBeVisible();
  await expect(
    summary.getByRole('link', { name: 'Please enter a valid email address.' }),
  ).toBeVisible();
  await expect(textbox(page, 'Postcode')).toHaveAttribute('aria-invalid', 'true');

  // the postcode takes four digits at most
  await textbox(page, 'Postcode').fill('');
  await textbox(page, 'Postcode').pressSequentially('317512');
  await expect(textbox(page, 'Postcode')).toHaveValue('3175');
  await textbox(page, 'Email Address').fill(person.email);
  await choose(page, 'Category', 'Sales Enquiry');
  await choose(page, 'Preferred Dealership', 'Southern Cross Ringwood');
  await page.getByRole('radio', { name: 'Email' }).check();
  await textbox(page, 'Message').fill('Do you have any white hatchbacks under $20,000?');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await expect(page.getByRole('checkbox', { name: /news and special offers/ })).toBeChecked();

  await submitAndThank(page, 'Submit Enquiry');
  const adf = await adfFor(site, person);
  expectContact(adf, person);
  expect(adf).toContain('<vendorname>Southern Cross Ringwood - Sales</vendorname>');
  expect(adf).toContain('Do you have any white hatchbacks under $20,000?');
  expect(adf).toContain('Sales Enquiry - Submit an enquiry');
  expect(adf).toContain('Preferred contact: Email');

  // the next form starts with the shopper's details (spec §3 stored visitor details)
  await page.goto(siteUrl(site, '/vehicle-parts-and-accessories'));
  await expect(textbox(page, 'First Name')).toHaveValue(person.name);
  await expect(textbox(page, 'Email Address')).toHaveValue(person.email);
  await expect(textbox(page, 'Postcode')).toHaveValue(person.postcode);
});

test('book a test drive: preferred date and time reach the dealer', async ({ page }) => {
  await page.goto(siteUrl(site, '/book-test-drive'));
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Test Drive' })).toBeVisible();
  await page.getByRole('button', { name: 'Book Test Drive' }).click();
  const summary = await errorList(page);
  await expect(summary.getByRole('link', { name: POSTCODE })).toBeVisible();
  await expect(summary.getByRole('link', { name: TERMS })).toBeVisible();
  // the message is optional on a test drive (spec §5)
  await expect(summary.getByRole('link', { name: 'Message is required.' })).toHaveCount(0);

  const person = shopper('test-drive');
  await fillContact(page, person);
  await choose(page, 'Preferred Dealership', 'Southern Cross Dandenong');
  // the times on offer are the dealership's appointment slots on the chosen day (spec §2)
  await expect(page.getByRole('combobox', { name: 'Preferred Time' })).toHaveText(
    'Choose a date first',
  );
  // a Thursday of this run's own, so a kept store or a retry finds it free
  const day = new Date(Date.UTC(2030, 2, 14 + 7 * Math.floor(Math.random() * 2000)));
  const date = day.toISOString().slice(0, 10);
  await page.getByLabel('Preferred Date').fill(date);
  await choose(page, 'Preferred Time', '10:30 am');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await submitAndThank(page, 'Book Test Drive');
  const adf = await adfFor(site, person);
  expectContact(adf, person);
  expect(adf).toContain(`Preferred date: ${date} 10:30`);
  expect(adf).toContain('Vehicle Enquiry - Book a Test Drive');
  expect(adf).toContain('<vendorname>Southern Cross Dandenong - Sales</vendorname>');

  // the next shopper is not offered the booked time (spec §7 appointments)
  await page.goto(siteUrl(site, '/book-test-drive'));
  await choose(page, 'Preferred Dealership', 'Southern Cross Dandenong');
  await page.getByLabel('Preferred Date').fill(date);
  await page.getByRole('combobox', { name: 'Preferred Time' }).click();
  await expect(page.getByRole('option', { name: '10:00 am' })).toBeVisible();
  await expect(page.getByRole('option', { name: '11:00 am' })).toBeVisible();
  await expect(page.getByRole('option', { name: '10:30 am' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('finance enquiry: the dealership and budget come from the link', async ({ page }) => {
  await page.goto(
    siteUrl(site, '/finance-enquiry?preferredDealership=103&vehiclePriceBudget=25000#finance-form'),
  );
  const section = page.locator('#finance-form');
  await expect(section.getByRole('heading', { name: 'Apply for a finance quote' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Preferred Dealership' })).toHaveText(
    'Southern Cross Parramatta',
  );
  await expect(textbox(page, 'Vehicle Price Budget')).toHaveValue('25,000');

  const person = shopper('finance');
  await fillContact(page, { ...person, phone: '12345' });
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  const summary = await errorList(page);
  await expect(
    summary.getByRole('link', { name: 'Please enter a valid phone number.' }),
  ).toBeVisible();

  await textbox(page, 'Mobile Number').fill(person.phone);
  await page
    .getByRole('radiogroup', { name: 'Do you have a trade-in?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await textbox(page, 'Registration Number').fill('1ABC234');
  await submitAndThank(page, 'Submit Enquiry');
  const adf = await adfFor(site, person);
  expectContact(adf, person);
  expect(adf).toContain('Finance Enquiry - Finance Enquiry');
  expect(adf).toContain('<vendorname>Southern Cross Parramatta - Sales</vendorname>');
  expect(adf).toContain(
    '<vehicle interest="trade-in" status="used"><comments>Rego 1ABC234</comments>',
  );
});

test('fleet: Get In Touch', async ({ page }) => {
  await page.goto(siteUrl(site, '/fleet'));
  for (const bullet of [
    'Custom fleet solutions',
    'Servicing and repairs',
    'Fast quotes',
    'Finance Options',
  ])
    await expect(page.getByText(bullet, { exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Get In Touch' });
  await expect(form).toBeVisible();
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(
    (await errorList(page)).getByRole('link', { name: 'Message is required.' }),
  ).toBeVisible();

  const person = shopper('fleet');
  await textbox(page, 'Company Name').fill('Bayside Plumbing Pty Ltd');
  await fillContact(page, person);
  await choose(page, 'Preferred Dealership', 'Southern Cross Dandenong');
  await textbox(page, 'Message').fill('We need six utes for our team.');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await submitAndThank(page, 'Submit Enquiry');
  const adf = await adfFor(site, person);
  expectContact(adf, person);
  expect(adf).toContain('Fleet Enquiry - Get In Touch');
  expect(adf).toContain('We need six utes for our team.');
});

test('service: the enquiry goes to the chosen service department', async ({ page }) => {
  await page.goto(siteUrl(site, '/service'));
  await expect(page.getByRole('heading', { level: 2, name: 'Service Enquiry' })).toBeVisible();
  const person = shopper('service');
  await fillContact(page, person);
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  const summary = await errorList(page);
  await expect(summary.getByRole('link', { name: TERMS })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Please select a dealership.' })).toBeVisible();

  await choose(page, 'Preferred Dealership', 'Southern Cross Ringwood');
  await textbox(page, 'Registration Number').fill('XYZ987');
  await textbox(page, 'Message').fill('Logbook service at 60,000 km, please.');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await submitAndThank(page, 'Submit Enquiry');
  const adf = await adfFor(site, person);
  expectContact(adf, person);
  expect(adf).toContain('Service Enquiry - Service Enquiry');
  expect(adf).toContain('<vendorname>Southern Cross Ringwood - Service</vendorname>');
});

test('parts and accessories: the enquiry goes to the parts department', async ({ page }) => {
  await page.goto(siteUrl(site, '/vehicle-parts-and-accessories'));
  await expect(page.getByRole('heading', { level: 1, name: 'Parts & Accessories' })).toBeVisible();
  const person = shopper('parts');
  await fillContact(page, person);
  await choose(page, 'Preferred Dealership', 'Southern Cross Parramatta');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(
    (await errorList(page)).getByRole('link', { name: 'Message is required.' }),
  ).toBeVisible();
  await textbox(page, 'Message').fill('A set of all-weather floor mats for a 2021 Corolla.');
  await submitAndThank(page, 'Submit Enquiry');
  const adf = await adfFor(site, person);
  expectContact(adf, person);
  expect(adf).toContain('Parts Enquiry - Parts Enquiry');
  expect(adf).toContain('<vendorname>Southern Cross Parramatta - Parts</vendorname>');
});

test('a single-rooftop site: no dealership to choose, no opt-in, the message optional', async ({
  page,
}) => {
  const single = demo.genericAccent;
  await page.goto(siteUrl(single, '/contact-us'));
  await expect(page.getByRole('combobox', { name: 'Preferred Dealership' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /news and special offers/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /terms of use/ })).toHaveCount(0);
  const person = shopper('single');
  await fillContact(page, person);
  await submitAndThank(page, 'Submit Enquiry');
  const adf = await adfFor(single, person);
  expectContact(adf, person);
  expect(adf).toContain('<vendorname>Harbour City Cars - Sales</vendorname>');
});

for (const other of [demo.toyota, demo.caravan]) {
  test(`${other.name}: every form page is there, and a contact enquiry reaches the dealer`, async ({
    page,
  }) => {
    for (const [route, heading] of [
      ['/book-test-drive', 'Book a Test Drive'],
      ['/finance-enquiry', 'Finance Enquiry'],
      ['/fleet', 'Fleet'],
      ['/service', 'Service'],
      ['/vehicle-parts-and-accessories', 'Parts & Accessories'],
      ['/success', 'Thank You'],
    ] as const) {
      await page.goto(siteUrl(other, route));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.goto(siteUrl(other, '/contact-us'));
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect((await errorList(page)).getByRole('link', { name: POSTCODE })).toBeVisible();
    const person = shopper(other.slug);
    await fillContact(page, person);
    const dealership = (await page.getByRole('combobox', { name: 'Preferred Dealership' }).count())
      ? await (async () => {
          await page.getByRole('combobox', { name: 'Preferred Dealership' }).click();
          const option = page.getByRole('option').first();
          const name = (await option.innerText()).trim();
          await option.click();
          return name;
        })()
      : null;
    await textbox(page, 'Message').fill('Please call me back about your stock.');
    await submitAndThank(page, 'Submit Enquiry');
    const adf = await adfFor(other, person);
    expectContact(adf, person);
    if (dealership) expect(adf).toContain(`<vendorname>${dealership} - Sales</vendorname>`);
  });
}

// spec §2 /enquiries/*: Swan Valley Toyota configures 'New Vehicle Enquiry' (a general enquiry
// that starts as a sales enquiry), linked from its footer; a site without it has neither the
// page nor the link. Its /diamond-advantage is a content page of its own config.
test('Swan Valley Toyota: New Vehicle Enquiry from the footer reaches sales; Diamond Advantage', async ({
  page,
}) => {
  const toyota = demo.toyota;
  await page.goto(siteUrl(toyota, '/'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'New Vehicle Enquiry' }).click();
  await expect(page).toHaveURL(siteUrl(toyota, '/enquiries/new-vehicle-enquiry'));
  await expect(page.getByRole('heading', { level: 1, name: 'New Vehicle Enquiry' })).toBeVisible();
  await expect(page).toHaveTitle(/New Vehicle Enquiry/);
  const form = page.getByRole('form', { name: 'Submit an enquiry' });
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveText('Sales Enquiry');
  await expectNoAxeViolations(page);
  const person = shopper('new-vehicle');
  await fillContact(page, person);
  if (await page.getByRole('combobox', { name: 'Preferred Dealership' }).count()) {
    await page.getByRole('combobox', { name: 'Preferred Dealership' }).click();
    await page.getByRole('option').first().click();
  }
  await textbox(page, 'Message').fill('Is the new RAV4 hybrid available to order?');
  await submitAndThank(page, 'Submit Enquiry');
  const adf = await adfFor(toyota, person);
  expectContact(adf, person);
  expect(adf).toContain('Sales Enquiry - Submit an enquiry');
  expect(adf).toContain('Is the new RAV4 hybrid available to order?');

  await page.goto(siteUrl(toyota, '/'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Diamond Advantage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Diamond Advantage' })).toBeVisible();
  await expect(page.getByText(/A free loan car whenever your vehicle is serviced/)).toBeVisible();

  // neither is the generic site's: no page, and no link to one
  for (const route of [
    '/enquiries/new-vehicle-enquiry',
    '/enquiries/anything',
    '/diamond-advantage',
  ]) {
    const answer = await page.goto(siteUrl(demo.generic, route));
    expect(answer?.status(), route).toBe(404);
  }
  await page.goto(siteUrl(demo.generic, '/'));
  await expect(page.getByRole('link', { name: 'New Vehicle Enquiry' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Diamond Advantage' })).toHaveCount(0);
});
