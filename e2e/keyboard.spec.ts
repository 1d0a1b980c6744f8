import { expect, test, type Page } from '@playwright/test';
import { demo, siteUrl } from './sites';

// A shopper with a keyboard only, on every template's search page (each has its own facets and
// sliders): from the top, 'Skip to content' and 'Skip to results' reach the first car in at most
// 5 Tab presses; tabbing past every filter and slider instead changes nothing (the address stays
// as it was, where a slider's focus and leave once applied 'kilometres from 1,000'); Enter opens
// the car; its enquiry opens from the keyboard and Escape closes it, the focus back on its button.

const sites = [demo.generic, demo.toyota, demo.caravan] as const;

/** The focused element's accessible name, as a shopper's screen reader says it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    return (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });

/** Presses Tab until the focus is on an element whose name matches, at most `limit` times. */
async function tabTo(page: Page, name: RegExp, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return presses;
  }
  throw new Error(`${name} was not reached in ${limit} Tab presses`);
}

for (const site of sites) {
  test(`${site.name}: by keyboard from the search page's top to a car and its enquiry`, async ({
    page,
  }) => {
    await page.goto(siteUrl(site, '/search'));
    await expect(page.getByRole('group', { name: 'Make' })).toBeVisible();
    const address = () => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    };
    const before = address();

    // 1 Tab: Skip to content; 1 more: Skip to results; 1 more: the first car
    let presses = await tabTo(page, /^Skip to content$/, 1);
    await page.keyboard.press('Enter');
    presses += await tabTo(page, /^Skip to results$/, 1);
    await expect(page.getByRole('link', { name: 'Skip to results' })).toBeVisible();
    await page.keyboard.press('Enter');
    const firstCar = page.locator('#search-results article').first();
    const title = (await firstCar.getAttribute('aria-label'))!;
    const titleName = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    presses += await tabTo(page, titleName, 3);
    expect(presses).toBeLessThanOrEqual(5);
    expect(address()).toBe(before);

    // from the top again without the skip links: Tab past every filter and slider to the first
    // car; none of them changes the search, and Enter opens the car
    await page.goto(siteUrl(site, '/search'));
    await expect(page.getByRole('group', { name: 'Make' })).toBeVisible();
    await tabTo(page, titleName, 200);
    await page.waitForTimeout(600); // longer than the search's debounce
    expect(address()).toBe(before);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cars\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // the enquiry, from the keyboard, once the page answers keys (a car opened before the search
    // hydrated is a full page load); Escape closes it and the focus is back on its button
    await page.waitForLoadState('networkidle');
    const enquire = page
      .getByRole('button', { name: /^(Enquire Now|Instant Message)$/ })
      .filter({ visible: true })
      .first();
    const dialog = page.getByRole('dialog');
    // on a busy machine the page may still be hydrating: a key pressed before its button answers
    // does nothing, as for a shopper, who presses it again
    await expect(async () => {
      if (!(await dialog.isVisible())) {
        await enquire.focus();
        await page.keyboard.press('Enter');
      }
      await expect(dialog).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enquire).toBeFocused();
  });
}
