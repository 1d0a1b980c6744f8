import { expect, test, type Route } from '@playwright/test';
import { demo, siteUrl } from './sites';

// A link to another page of the site shows the loading bar while that page is on its way, and
// only then: the page's own server answer (the router's request for it) is held back here, as a
// slow network or a slow server would, so the wait is certain and lasts until it is released.
test('a navigation that waits for its page shows the loading bar until the page arrives', async ({
  page,
}) => {
  await page.goto(siteUrl(demo.generic, '/search/used-cars'));
  const progress = page.locator('[data-slot="navigation-progress"]');
  await expect(progress).toHaveAttribute('data-state', 'idle');
  const card = page.getByRole('main').locator('a[href*="/cars/"]').first();
  await expect(card).toBeVisible();

  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/cars/'),
    async (route) => {
      // the router asks for the next page's content with an RSC header; documents pass at once
      if (route.request().headers()['rsc'] !== '1') return route.continue();
      held.push(route);
      await released;
      await route.continue();
    },
  );

  await card.click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(progress).toHaveAttribute('data-state', 'loading');
  await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/search\/used-cars/);

  release();
  await expect(page).toHaveURL(/\/cars\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(progress).toHaveAttribute('data-state', 'idle');
  await expect(progress).toHaveText('');
});
