import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageLoaderProvider } from '../../theme/ImageContext';
import { LocationMap } from './LocationMap';

// spec §7 embedded map: the provider's interactive map only on a press, lazy and by keyboard.

const image = {
  src: '/media/map/southern-cross-ringwood-1a2b3c4d.svg',
  width: 600,
  height: 400,
  alt: 'Map showing the location of Southern Cross Ringwood',
};
const interactive = {
  src: 'https://www.openstreetmap.org/export/embed.html?bbox=145.2%2C-37.82%2C145.23%2C-37.81&layer=mapnik',
  title: 'Interactive map of Southern Cross Ringwood',
};
const loader = (src: string, width: number) =>
  `/media/image?src=${encodeURIComponent(src)}&w=${width}`;

afterEach(cleanup);

describe('LocationMap', () => {
  it('is the picture through the image route, sized, with no provider reached before a press', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <ImageLoaderProvider loader={loader}>
        <LocationMap image={image} interactive={interactive} />
      </ImageLoaderProvider>,
    );
    const img = host.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe(image.alt);
    expect(img.getAttribute('src')).toContain('/media/image?src=%2Fmedia%2Fmap%2F');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '400']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(host.querySelector('iframe')).toBeNull();
    expect(host.innerHTML).not.toContain('openstreetmap');
    expect(host.querySelector('button')?.textContent).toBe('View interactive map');
  });

  it('loads the interactive map on the press, in the same box, and moves focus into it', async () => {
    render(<LocationMap image={image} interactive={interactive} />);
    expect(document.querySelector('iframe')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'View interactive map' }));
    });
    const frame = screen.getByTitle(interactive.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(interactive.src);
    expect(frame.parentElement?.getAttribute('data-slot')).toBe('location-map');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button', { name: 'View interactive map' })).toBeNull();
    // the picture stays beneath until the map has loaded, then leaves the reading
    expect(screen.getByRole('img', { name: image.alt })).toBeTruthy();
    await act(async () => {
      fireEvent.load(frame);
    });
    expect(document.querySelector('img')?.className).toMatch(/covered/);
  });

  it('offers no button without a provider (the embedded default)', () => {
    render(<LocationMap image={image} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: image.alt })).toBeTruthy();
  });
});
