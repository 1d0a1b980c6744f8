import { cleanup, fireEvent, render as renderInDom, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { carPhotos } from '../private/vehicle-fixtures';
import { galleryKeyTarget, VehicleGallery } from './VehicleGallery';

// The server's HTML is what the browser paints first: the LCP picture must be right in it.

const photos = carPhotos('2022 Toyota RAV4 GX Hybrid', '#b3141c', 12);

function render(images = photos) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <VehicleGallery title="2022 Toyota RAV4 GX Hybrid" images={images} />,
  );
  return host;
}

describe('VehicleGallery on the server', () => {
  it('sends the first picture as the LCP image: eager, high priority, sized', () => {
    const main = render().querySelector('[data-slot="vehicle-gallery-image"]')!;
    expect(main.getAttribute('alt')).toBe(photos[0]!.alt);
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('decoding')).toBe('async');
    expect(main.getAttribute('width')).toBe('1200');
    expect(main.getAttribute('height')).toBe('900');
  });

  it('reserves the frame at the first picture’s shape before anything loads', () => {
    const frame = render().querySelector('[data-slot="vehicle-gallery-image"]')!.parentElement!;
    expect(frame.getAttribute('style')).toContain('1200 / 900');
  });

  it('loads every thumbnail lazily, and only the first picture at high priority', () => {
    const host = render();
    const thumbnails = host.querySelectorAll('ul img');
    expect(thumbnails).toHaveLength(12);
    for (const thumb of thumbnails) {
      expect(thumb.getAttribute('loading')).toBe('lazy');
      expect(thumb.getAttribute('fetchpriority')).not.toBe('high');
    }
    expect(host.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    // and the first picture is preloaded at that priority
    // (the server's HTML carries its preload, which the page's head takes)
    const preloads = [...host.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([photos[0]!.url]);
  });

  it('says which picture shows', () => {
    const host = render();
    expect(host.querySelector('[data-slot="vehicle-gallery-counter"]')!.textContent).toContain(
      '1 / 12',
    );
    expect(host.querySelector('[aria-current="true"]')!.getAttribute('aria-label')).toBe(
      'Show photo 1 of 12',
    );
  });

  it('shows the no-photo text and no image when there are no pictures', () => {
    const host = render([]);
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toContain('Photos coming soon');
  });
});

describe('VehicleGallery in the browser: swipe and keys', () => {
  afterEach(cleanup);
  const counter = () => screen.getByText(/^\d+ \/ 12$/).textContent;
  const touch = (x: number, y = 100) => ({ clientX: x, clientY: y });

  it('a swipe left shows the next picture, a swipe right the one before; a short touch does nothing', () => {
    renderGallery();
    const frame = screen.getByRole('img', { name: photos[0]!.alt }).parentElement!;
    fireEvent.touchStart(frame, { touches: [touch(300)] });
    fireEvent.touchEnd(frame, { changedTouches: [touch(150)] });
    expect(counter()).toBe('2 / 12');
    fireEvent.touchStart(frame, { touches: [touch(100)] });
    fireEvent.touchEnd(frame, { changedTouches: [touch(120)] });
    expect(counter()).toBe('2 / 12');
    fireEvent.touchStart(frame, { touches: [touch(100)] });
    fireEvent.touchEnd(frame, { changedTouches: [touch(260)] });
    fireEvent.touchStart(frame, { touches: [touch(100)] });
    fireEvent.touchEnd(frame, { changedTouches: [touch(260)] });
    expect(counter()).toBe('12 / 12');
  });

  it('the arrow keys, Home and End move the picture from its buttons; a thumbnail takes the focus along', () => {
    renderGallery();
    const next = screen.getByRole('button', { name: 'Next photo' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(counter()).toBe('3 / 12');
    fireEvent.keyDown(next, { key: 'End' });
    expect(counter()).toBe('12 / 12');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 12');
    fireEvent.keyDown(next, { key: 'a' });
    expect(counter()).toBe('1 / 12');
    const thumb = screen.getByRole('button', { name: 'Show photo 1 of 12' });
    thumb.focus();
    fireEvent.keyDown(thumb, { key: 'ArrowLeft' });
    expect(counter()).toBe('12 / 12');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Show photo 12 of 12' }),
    );
    fireEvent.keyDown(thumb, { key: 'Home' });
    expect(counter()).toBe('1 / 12');
  });
});

describe('VehicleGallery in the browser: the finger and the fullscreen view', () => {
  afterEach(cleanup);
  // the fullscreen view's code, which the gallery loads on the first press, transformed once
  beforeAll(() => import('./GalleryFullscreen'), 30_000);
  const touch = (x: number, y = 100) => ({ clientX: x, clientY: y });

  it('the picture follows the finger across, not a scroll down, and springs back on release', () => {
    renderGallery();
    const main = screen.getByRole('img', { name: photos[0]!.alt });
    fireEvent.touchStart(main.parentElement!, { touches: [touch(300)] });
    fireEvent.touchMove(main.parentElement!, { touches: [touch(240, 104)] });
    expect(main.style.transform).toBe('translateX(-60px)');
    fireEvent.touchMove(main.parentElement!, { touches: [touch(290, 180)] });
    expect(main.style.transform).toBe('');
    fireEvent.touchMove(main.parentElement!, { touches: [touch(280)] });
    fireEvent.touchEnd(main.parentElement!, { changedTouches: [touch(280)] });
    // too short a move: the same picture, back in its place
    expect(screen.getByRole('img', { name: photos[0]!.alt }).style.transform).toBe('');
  });

  it('View fullscreen opens the pictures in a dialog: arrows, zoom, Escape back to the same photo', async () => {
    renderGallery();
    const open = screen.getByRole('button', { name: 'View fullscreen' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    // the view's code loads on the first press
    const dialog = await screen.findByRole('dialog', {
      name: 'Photos of 2022 Toyota RAV4 GX Hybrid',
    });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const inDialog = (text: string) => dialog.querySelector('p')!.textContent!.includes(text);
    expect(inDialog('1 / 12')).toBe(true);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(inDialog('3 / 12')).toBe(true);
    const big = dialog.querySelector('[data-slot="vehicle-gallery-fullscreen-image"]')!;
    expect(big.getAttribute('alt')).toBe(photos[2]!.alt);
    // zoom: twice the size, moved about by scrolling; a move to another photo zooms out
    const zoom = screen.getByRole('button', { name: 'Zoom in' });
    fireEvent.click(zoom);
    expect(screen.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const stage = dialog.querySelector('[data-slot="vehicle-gallery-stage"]')!;
    expect(stage.getAttribute('data-zoomed')).toBe('true');
    fireEvent.keyDown(dialog, { key: 'End' });
    expect(inDialog('12 / 12')).toBe(true);
    expect(stage.getAttribute('data-zoomed')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('12 / 12')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(open));
  });
});

describe('galleryKeyTarget', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 11, 0],
    ['ArrowLeft', 0, 11],
    ['ArrowLeft', 5, 4],
    ['Home', 7, 0],
    ['End', 2, 11],
    ['Enter', 2, null],
  ] as const)('%s from picture %i of 12 is %s', (key, from, to) => {
    expect(galleryKeyTarget(key, from, 12)).toBe(to);
  });
});

function renderGallery() {
  return renderInDom(<VehicleGallery title="2022 Toyota RAV4 GX Hybrid" images={photos} />);
}
