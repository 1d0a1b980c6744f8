import { expect, test, type Page } from '@playwright/test';
import { demo, siteUrl } from './sites';

// The Content-Security-Policy lets every page work: on the home, search and vehicle pages of
// each template the browser reports no violation while the pages load, search and hydrate, nor
// while a form checks what was typed.

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

for (const site of [demo.generic, demo.toyota, demo.caravan]) {
  test(`${site.name}: home, search and a vehicle page load with no CSP violation`, async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(siteUrl(site, '/'));
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(siteUrl(site, '/search'));
    const card = page.getByRole('link', { name: /^Explore Vehicle/ }).first();
    await expect(card).toBeVisible();
    await page.waitForLoadState('networkidle'); // the search has hydrated and searched
    await page.goto(new URL((await card.getAttribute('href'))!, page.url()).toString());
    await expect(page).toHaveURL(/\/cars\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (site === demo.generic) {
      // a form's validation in the browser (zod, loaded with the form) compiles no code
      await page.getByRole('button', { name: 'Enquire Now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enquire Now' });
      await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
      await expect(dialog.getByText('Please fix the following errors:')).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
}
