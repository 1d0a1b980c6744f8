import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type TemplateName } from '@dealer/template-profiles';
import { e2ePorts } from '../playwright.config';

// The smoke test of a template app made by `npm run new-template`: its demo site's home page in
// the template's theme, search, a vehicle page and an enquiry that reaches the dealer's outbox.

export function templateSmokeTests(template: string, slug: string) {
  const port = e2ePorts[template as TemplateName];
  const url = (pathname: string) => `http://${slug}.localhost:${port}${pathname}`;

  test.describe(`the ${template} template's demo site`, () => {
    test('home, search, a vehicle page and an enquiry', async ({ page }) => {
      await page.goto(url('/'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(`[data-brand="${template}"]`).first()).toBeAttached();

      await page.goto(url('/search'));
      const card = page.getByRole('link', { name: /^Explore Vehicle/ }).first();
      await expect(card).toBeVisible();
      await card.click();
      await expect(page).toHaveURL(/\/cars\//);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.getByRole('button', { name: 'Enquire Now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enquire Now' });
      const email = `smoke.${Date.now()}@example.com.au`;
      await dialog.getByLabel('First Name').fill('Olivia');
      await dialog.getByLabel('Last Name').fill('Nguyen');
      await dialog.getByLabel('Email Address').fill(email);
      await dialog.getByLabel('Mobile Number').fill('0412 345 678');
      await dialog.getByLabel('Postcode').fill('2144');
      await dialog.getByLabel('Message').fill('Is it still available?');
      await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
      await expect(page).toHaveURL(/\/success/);

      const outbox = path.resolve('.data/e2e/lead-outbox', slug);
      await expect
        .poll(
          () =>
            fs.existsSync(outbox) &&
            fs
              .readdirSync(outbox)
              .some((file) => fs.readFileSync(path.join(outbox, file), 'utf8').includes(email)),
          { timeout: 20_000 },
        )
        .toBe(true);
    });
  });
}
