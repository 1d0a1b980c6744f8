import { expect, test, type Page } from '@playwright/test';
import { signInWithTextedCode } from './accounts';
import { demo, siteUrl } from './sites';
import { expectNoAxeViolations, wcagTags } from './axe';

// My garage (/my-garage): on Swan Valley Toyota (authentication on, the heart saves to the
// watchlist) a visitor searches and opens a car, goes to My Garage, signs in with the texted
// code and lands there with the search and the car; the car saved from its page shows in the
// garage's watchlist with its price and status. On a site with authentication off the garage is
// the visitor's browser lists, with no sign-in anywhere.

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The search page, once the browser's search has taken over from the server's first page. */
async function openSearch(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('group', { name: 'Make' })).toBeVisible();
}

test('a visitor’s search and viewed car are in My Garage after signing in there; a saved car joins its watchlist', async ({
  page,
}) => {
  const site = demo.toyota;

  // a search with a make chosen: remembered among the recent searches
  await openSearch(page, siteUrl(site, '/search/used-cars'));
  await page.getByRole('group', { name: 'Make' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/[?&]make=/);
  const make = new URL(page.url()).searchParams.get('make')!;

  // a car opened from the results: remembered among the cars viewed
  const card = page.getByRole('list', { name: 'Cars' }).getByRole('article').first();
  const carName = (await card.getAttribute('aria-label'))!;
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: carName })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('viewed_cars') ?? ''))
    .toContain('"id"');

  // My Garage is for signed-in shoppers: sign in, and back to it
  await page.goto(siteUrl(site, '/my-garage'));
  await expect(page).toHaveURL(/\/sign-in\?/);
  const signIn = new URL(page.url()).searchParams;
  expect(signIn.get('type')).toBe('my-garage');
  expect(signIn.get('redirect')).toBe('/my-garage');
  expect(signIn.get('back')).toBe('/');
  await signInWithTextedCode(page, site);

  await expect(page).toHaveURL(siteUrl(site, '/my-garage'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Garage' })).toBeVisible();
  // the heart saves to the watchlist here: no favourites of the browser's
  await expect(region(page, 'Favourites')).toHaveCount(0);
  await expect(region(page, 'Watchlist').getByText(/Your watchlist is empty/)).toBeVisible();
  await expect(
    region(page, 'Watchlist').getByRole('link', { name: 'Search our cars' }),
  ).toHaveAttribute('href', '/search');
  await expect(region(page, 'Saved searches').getByText(/no saved searches/)).toBeVisible();
  const recentSearch = region(page, 'Recent searches').getByRole('link', {
    name: new RegExp(make),
  });
  await expect(recentSearch).toHaveAttribute('href', /make=/);
  const viewed = region(page, 'Recently viewed').getByRole('article', { name: carName });
  await expect(viewed).toBeVisible();
  await expect(viewed.getByTestId('vehicle-price')).not.toBeEmpty();

  await expectNoAxeViolations(page, wcagTags);

  // the car saved from its page is in the garage's watchlist, with its price and status
  const watchlistKnown = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/watchlist',
  );
  await viewed.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: carName })).toBeVisible();
  await watchlistKnown;
  await page
    .getByRole('button', { name: `Save ${carName} to watchlist` })
    .first()
    .click();
  // the toast's title in the site's notifications region (its announcement repeats the text)
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Car Saved In Watchlist'),
  ).toBeVisible();

  await page.goto(siteUrl(site, '/my-garage'));
  const saved = region(page, 'Watchlist').getByRole('article', { name: carName });
  await expect(saved).toBeVisible();
  await expect(saved.getByTestId('vehicle-price')).not.toBeEmpty();
  await expect(saved.getByTestId('watchlist-status')).toHaveText(/In Stock|Coming Soon|Reserved/);
  await expect(
    region(page, 'Watchlist').getByRole('link', { name: 'View your watchlist' }),
  ).toHaveAttribute('href', '/watchlist');
});

test('with authentication off, My Garage is the visitor’s favourites kept in the browser, with no sign-in', async ({
  page,
}) => {
  const site = demo.generic;
  await openSearch(page, siteUrl(site, '/search/used-cars'));
  const heart = page
    .getByRole('list', { name: 'Cars' })
    .getByRole('button', { name: /^Save / })
    .first();
  const carName = (await heart.getAttribute('aria-label'))!.replace(/^Save /, '');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto(siteUrl(site, '/my-garage'));
  await expect(page).toHaveURL(siteUrl(site, '/my-garage'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(region(page, 'Watchlist')).toHaveCount(0);
  await expect(region(page, 'Saved searches')).toHaveCount(0);
  const favourite = region(page, 'Favourites').getByRole('article', { name: carName });
  await expect(favourite).toBeVisible();
  await expect(favourite.getByTestId('vehicle-price')).not.toBeEmpty();

  await favourite.getByRole('button', { name: `Remove ${carName} from your favourites` }).click();
  await expect(region(page, 'Favourites').getByText(/You have no favourites yet/)).toBeVisible();
  await page.reload();
  await expect(region(page, 'Favourites').getByText(/You have no favourites yet/)).toBeVisible();
});

test('an empty garage moves nothing while its lists are read from the browser', async ({
  page,
}) => {
  const site = demo.generic;
  // every layout shift of the page once its document is read (the lists are read after that),
  // as Lighthouse counts them: a shift while the server's HTML is still arriving (a paint between
  // two of its chunks) is the stream's, not the garage's
  // (each named by its size and the elements that moved, from where to where)
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    const documentRead = () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.domInteractive || Infinity;
    const named = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.className ? `.${String(node.className).split(' ')[0]}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : String(node?.nodeName);
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput || entry.startTime < documentRead()) continue;
        const moved = entry.sources.map(
          (s) => `${named(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`,
        );
        shifts.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(siteUrl(site, '/my-garage'));
  await expect(region(page, 'Favourites').getByText(/You have no favourites yet/)).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
});
