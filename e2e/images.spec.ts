import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, siteUrl } from './sites';

// Dealer photos at their full size (Harbour City Cars' stock: 12 photos a car, 2400 x 1600 JPEGs
// of about 2 MB) reach the shopper as the image route's variants (spec §7 image delivery): a
// srcset for the slot, the browser's best format, a small fraction of the original's bytes, and
// the page's largest picture preloaded.

const site = demo.genericAccent;
const routed = /^\/media\/image\?src=%2Fmedia%2Fphoto%2Fdemo-\d+\.jpg&w=\d+$/;

/** The picture's srcset candidates, as addresses of this site. */
async function candidates(img: Locator): Promise<string[]> {
  const srcset = (await img.getAttribute('srcset')) ?? '';
  return srcset.split(', ').map((candidate) => candidate.split(' ')[0]!);
}

/** The picture as the browser chose and loaded it: its address, type and bytes. */
async function loaded(page: Page, img: Locator) {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  return { url: new URL(current), ...(await fetched(page, current)) };
}

/** A same-origin GET from the page (as the browser asks for pictures): type, bytes, caching. */
function fetched(page: Page, href: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
    });
    return {
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      bytes: (await response.arrayBuffer()).byteLength,
    };
  }, href);
}

/** The vehicle page of the first car the site's search lists, opened as a shopper does. */
async function openFirstCar(page: Page) {
  await page.goto(siteUrl(site, '/search'));
  await page
    .locator('article')
    .first()
    .getByRole('link', { name: /^Explore Vehicle/ })
    .click();
  await expect(page).toHaveURL(/\/cars\//);
}

test('the search page’s photos are the image route’s variants, a fraction of the originals', async ({
  page,
}) => {
  await page.goto(siteUrl(site, '/search'));
  const first = page.locator('article img').first();
  await expect(first).toBeVisible();
  const offered = await candidates(first);
  expect(offered.length).toBeGreaterThanOrEqual(3);
  for (const href of offered) expect(href).toMatch(routed);
  expect(await first.getAttribute('sizes')).toBeTruthy();
  // the first cards are the page's largest paint: preloaded with their srcset
  const preload = page.locator(
    'link[rel="preload"][as="image"][imagesrcset*="%2Fmedia%2Fphoto%2F"]',
  );
  expect(await preload.count()).toBeGreaterThan(0);
  const picture = await loaded(page, first);
  expect(`${picture.url.pathname}${picture.url.search}`).toMatch(routed);
  expect(picture.type).toBe('image/avif');
  expect(picture.cache).toBe('public, max-age=31536000, immutable');
  // a card's variant is a small part of the 2 MB photo
  expect(picture.bytes).toBeLessThan(120_000);
  const original = await fetched(page, '/media/photo/demo-0.jpg');
  expect(original.type).toBe('image/jpeg');
  expect(original.bytes).toBeGreaterThan(1_000_000);
  // behind each photo while it loads: its placeholder, a few hundred bytes from the route
  const background = await first.evaluate((el) => getComputedStyle(el).backgroundImage);
  const placeholder = /^url\("(.+)"\)$/.exec(background)?.[1] ?? '';
  expect(new URL(placeholder).search).toMatch(
    /^\?src=%2Fmedia%2Fphoto%2Fdemo-\d+\.jpg&p=placeholder$/,
  );
  const soft = await fetched(page, placeholder);
  expect(soft.type).toBe('image/avif');
  expect(soft.bytes).toBeLessThan(1_000);
});

test('a card far below the screen asks for its pictures only as the shopper scrolls near it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const asked = new Set<string>();
  page.on('request', (request) => {
    const src = new URL(request.url()).searchParams.get('src');
    if (request.url().includes('/media/image?') && src) asked.add(src);
  });
  await page.goto(siteUrl(site, '/search'));
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const last = cards.last();
  const lastSrc = new URL(
    (await last.locator('img').getAttribute('src'))!,
    page.url(),
  ).searchParams.get('src')!;
  expect(await cards.count()).toBeGreaterThan(10);
  // a phone shows a card or two: the last card's picture and placeholder are not asked for
  expect(asked.has(lastSrc)).toBe(false);
  expect(asked.size).toBeLessThan(await cards.count());
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => asked.has(lastSrc)).toBe(true);
  await loaded(page, last.locator('img'));
});

test('the vehicle page’s gallery shows the route’s variants, its first photo preloaded', async ({
  page,
}) => {
  await openFirstCar(page);
  const main = page.locator('[data-slot="vehicle-gallery-image"]');
  await expect(main).toBeVisible();
  for (const href of await candidates(main)) expect(href).toMatch(routed);
  expect(await main.getAttribute('fetchpriority')).toBe('high');
  const srcset = (await main.getAttribute('srcset'))!;
  const preloaded = await page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset')));
  expect(preloaded).toContain(srcset);
  const picture = await loaded(page, main);
  expect(picture.bytes).toBeLessThan(400_000);
  // the thumbnails are small variants, loaded lazily
  const thumbnails = page.locator('[data-slot="vehicle-gallery"] ul img');
  expect(await thumbnails.count()).toBe(12);
  expect(await thumbnails.first().getAttribute('loading')).toBe('lazy');
  for (const href of await candidates(thumbnails.first())) {
    expect(href).toMatch(/&w=(160|320)$/);
  }
  // a thumbnail asks for no placeholder of its own (the strip's twelve are small variants)
  const thumbnailBackgrounds = await thumbnails.evaluateAll((imgs) =>
    imgs.map((img) => getComputedStyle(img).backgroundImage),
  );
  expect(thumbnailBackgrounds).toEqual(Array(12).fill('none'));
});

test('the gallery follows a finger, swipes, and opens fullscreen by keyboard with zoom', async ({
  page,
}) => {
  await openFirstCar(page);
  const gallery = page.locator('[data-slot="vehicle-gallery"]');
  const counter = gallery.locator('[data-slot="vehicle-gallery-counter"]');
  await expect(counter).toContainText('1 / 12');
  // a finger on the picture: it follows the finger, and a long enough swipe left moves on
  const main = page.locator('[data-slot="vehicle-gallery-image"]');
  await main.evaluate((img) => {
    const frame = img.parentElement!;
    const at = (x: number) => new Touch({ identifier: 1, target: frame, clientX: x, clientY: 150 });
    const send = (type: string, touches: Touch[], changed: Touch[]) =>
      frame.dispatchEvent(
        new TouchEvent(type, { bubbles: true, touches, changedTouches: changed }),
      );
    send('touchstart', [at(300)], [at(300)]);
    send('touchmove', [at(240)], [at(240)]);
  });
  await expect(main).toHaveCSS('transform', 'matrix(1, 0, 0, 1, -60, 0)');
  await main.evaluate((img) => {
    const frame = img.parentElement!;
    const end = new Touch({ identifier: 1, target: frame, clientX: 120, clientY: 150 });
    frame.dispatchEvent(
      new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [end] }),
    );
  });
  await expect(counter).toContainText('2 / 12');

  // fullscreen from the keyboard: Tab to it, Enter, the arrows, zoom, Escape back
  const open = gallery.getByRole('button', { name: 'View fullscreen' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Photos of / });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('3 / 12');
  const big = dialog.locator('[data-slot="vehicle-gallery-fullscreen-image"]');
  for (const href of await candidates(big)) expect(href).toMatch(routed);
  expect(await big.getAttribute('sizes')).toBe('100vw');
  const picture = await loaded(page, big);
  expect(picture.url.searchParams.get('w')).toMatch(/^(960|1280|1600|2048)$/);
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const stageWidth = await dialog
    .locator('[data-slot="vehicle-gallery-stage"]')
    .evaluate((stage) => stage.clientWidth);
  expect((await big.boundingBox())!.width).toBeGreaterThan(stageWidth * 1.5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(counter).toContainText('3 / 12');
  await expect(open).toBeFocused();
});
