import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { carPhotos } from '../private/vehicle-fixtures';
import { VehicleGallery } from './VehicleGallery';

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
    expect(host.querySelectorAll('[fetchpriority="high"]')).toHaveLength(1);
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
