import { expect, type Page, test } from '@playwright/test';
import { signInWithTextedCode } from './accounts';
import { adfFor, findCar, fillContact, siteRequest, uniqueEmail } from './shopper';
import { demo, siteUrl } from './sites';
import { expectNoAxeViolations } from './axe';

// Finance as a shopper meets it on every template: the vehicle page's calculator (reached from
// the finance summary's link), a price typed out of range, and a finance page opened with the
// query parameters a link from elsewhere carries, whose enquiry reaches the dealer's outbox.

test.describe.configure({ timeout: 75_000 });

const templates = [
  { template: 'generic', site: demo.generic, minimum: '$1,000' },
  { template: 'toyota', site: demo.toyota, minimum: '$1,000' },
  { template: 'caravan', site: demo.caravan, minimum: '$1,000' },
] as const;

const IN_STOCK = 'status = in_stock AND price > 5000 AND price < 250000';
const dollars = (amount: number) => amount.toLocaleString('en-AU');

const priceField = (page: Page) =>
  page
    .getByRole('region', { name: 'Finance Calculator' })
    .getByRole('textbox', { name: 'Purchase price' });

// The calculator is the platform's on every template: the first walks it; the finance pages'
// prefill (car types differ) runs on the others.
for (const { template, site, minimum } of templates.slice(0, 1)) {
  test(`${template}: the vehicle page's calculator starts at the car's price, shows the range message and clamps`, async ({
    page,
  }) => {
    const car = await findCar(page, site, IN_STOCK);
    await page.goto(siteUrl(site, `/cars/${car.slug}`));
    const link = page.getByRole('link', { name: 'Calculate repayments' }).first();
    await link.click();
    await expect(page).toHaveURL(/#finance-calculator$/);
    const calculator = page.getByRole('region', { name: 'Finance Calculator' });
    await expect(calculator).toBeInViewport();
    const price = priceField(page);
    await expect(price).toHaveValue(dollars(car.price));

    const message = `Cannot be less than ${minimum} or more than $250,000`;
    await price.fill('400000');
    await expect(calculator.getByText(message)).toBeVisible();
    await price.press('Tab');
    await expect(price).toHaveValue('250,000');
    await expect(calculator.getByText(message)).toBeHidden();
    // a repayment is shown for the clamped price, with its frequency
    await expect(calculator.getByText(/per week/)).toBeVisible();

    await price.fill('500');
    await expect(calculator.getByText(message)).toBeVisible();
    await price.blur();
    await expect(price).toHaveValue(minimum.slice(1));
    // a few dollars a week is no loan to quote: the calculator asks for an enquiry instead
    await expect(calculator.getByText('Enquire for Finance')).toBeVisible();
    await expect(calculator.getByText(/per week/)).toBeHidden();
  });
}

for (const { template, site } of templates.slice(1)) {
  test(`${template}: a finance page opened with car_id, car_type and a budget is prefilled, and its enquiry reaches the outbox`, async ({
    page,
  }) => {
    const car = await findCar(page, site, IN_STOCK);
    const budget = Math.round(car.price / 1000) * 1000 + 2000;
    const response = await page.goto(
      siteUrl(
        site,
        `/finance-enquiry?car_id=${car.id}&car_type=${car.car_type}&vehiclePriceBudget=${budget}#finance-form`,
      ),
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Finance Enquiry' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Apply for a finance quote' });
    await expect(form).toBeInViewport();
    await expect(page.getByText(car.name, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Vehicle Price Budget')).toHaveValue(dollars(budget));
    await expect(priceField(page)).toHaveValue(dollars(budget));
    await expect(page.getByText(/comparison rate/i).first()).toBeVisible();

    await expectNoAxeViolations(page);

    const email = uniqueEmail(`finance-${template}`);
    await fillContact(form, email);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Submit Enquiry' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page).toHaveURL(/\/success$/);

    const adf = await adfFor(site, email);
    expect(adf).toContain(`<stock>${car.stocknum}</stock>`);
    expect(adf).toContain(`Budget: $${dollars(budget)}`);
    expect(adf).toContain(`Vehicle of interest: ${car.car_type}`);
    expect(adf).toMatch(/Finance/);
  });
}

test('a site with a $5,000 price minimum says so and clamps to it', async ({ page }) => {
  const site = demo.genericAccent;
  await page.goto(siteUrl(site, '/finance'));
  const price = priceField(page);
  await price.fill('4000');
  await expect(page.getByText('Cannot be less than $5,000 or more than $250,000')).toBeVisible();
  await price.blur();
  await expect(price).toHaveValue('5,000');
});

test('a finance page the site does not offer answers 404', async ({ page }) => {
  // the caravan site offers /finance and /finance-enquiry only (the default)
  const response = await page.goto(siteUrl(demo.caravan, '/apply-for-finance'));
  expect(response?.status()).toBe(404);
});

// spec §2 /personalised/finance?car_id=: Swan Valley Toyota gates it (features.gatedRoutes). From
// the vehicle page's calculator a visitor is sent to sign in and comes back to the car's own
// finance page: the calculator at its price, the quote form with the mobile signed in with.
test('toyota: Get Personalised Finance signs a visitor in and prefills the car and the mobile', async ({
  page,
}) => {
  const site = demo.toyota;
  const car = await findCar(page, site, IN_STOCK);
  await page.goto(siteUrl(site, `/cars/${car.slug}`));
  await page.getByRole('link', { name: 'Get Personalised Finance' }).click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  const signIn = new URL(page.url()).searchParams;
  expect(signIn.get('type')).toBe('personalised-finance');
  expect(signIn.get('redirect')).toMatch(/^\/personalised\/finance\?car_id=\d+$/);
  const mobile = await signInWithTextedCode(page, site);

  await expect(page).toHaveURL(/\/personalised\/finance\?car_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personalised Finance' })).toBeVisible();
  await expect(page).toHaveTitle(/Personalised Finance/);
  await expect(page.getByText(car.name, { exact: true })).toBeVisible();
  await expect(priceField(page)).toHaveValue(dollars(car.price));
  await expect(
    page.getByRole('form', { name: 'Apply for a finance quote' }).getByLabel('Mobile Number'),
  ).toHaveValue(mobile.typed);
  await expectNoAxeViolations(page);

  // a car the site does not have has no such page; nor has a site that does not gate it
  expect((await siteRequest(page, site, '/personalised/finance?car_id=999999999')).status).toBe(
    404,
  );
  expect(
    (await siteRequest(page, demo.generic, `/personalised/finance?car_id=${car.id}`)).status,
  ).toBe(404);
  await page.goto(
    siteUrl(demo.generic, `/cars/${(await findCar(page, demo.generic, IN_STOCK)).slug}`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Personalised Finance' })).toHaveCount(0);
});
