import { cleanup, fireEvent, render as renderInDom, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
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
    expect(main.getAttribute('decoding')).toBe('sync');
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
