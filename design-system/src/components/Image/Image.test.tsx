import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageLoaderProvider } from '../../theme/ImageContext';
import { Image, imageSlots, placeholderWanted } from './Image';

const html = (node: React.ReactNode) => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(node);
  return host;
};
const loader = (src: string, width: number) =>
  src.startsWith('/media/') ? `/media/image?src=${encodeURIComponent(src)}&w=${width}` : null;

describe('Image', () => {
  it('offers the route’s variants for its slot, sized, lazy below the first screen', () => {
    const img = html(
      <ImageLoaderProvider loader={loader}>
        <Image src="/media/vehicle/1/1.svg" alt="A car" width={800} height={600} slot="card" />
      </ImageLoaderProvider>,
    ).querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      imageSlots.card.widths
        .map((w) => `/media/image?src=%2Fmedia%2Fvehicle%2F1%2F1.svg&w=${w} ${w}w`)
        .join(', '),
    );
    expect(img.getAttribute('sizes')).toBe(imageSlots.card.sizes);
    expect(img.getAttribute('src')).toBe('/media/image?src=%2Fmedia%2Fvehicle%2F1%2F1.svg&w=480');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
  });

  it('shows a picture the route does not take at its own address', () => {
    const img = html(
      <ImageLoaderProvider loader={loader}>
        <Image src="https://elsewhere.example/a.jpg" alt="" width={10} height={10} slot="card" />
      </ImageLoaderProvider>,
    ).querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://elsewhere.example/a.jpg');
    expect(img.getAttribute('srcset')).toBeNull();
  });

  it('preloads the page’s largest picture with its srcset, at high priority', () => {
    const host = html(
      <ImageLoaderProvider loader={loader}>
        <Image src="/media/vehicle/1/1.svg" alt="" width={8} height={6} slot="gallery" priority />
      </ImageLoaderProvider>,
    );
    const img = host.querySelector('img')!;
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    const link = host.querySelector('link[rel="preload"][as="image"]')!;
    expect(link.getAttribute('imagesrcset')).toBe(img.getAttribute('srcset'));
    expect(link.getAttribute('imagesizes')).toBe(imageSlots.gallery.sizes);
  });

  it('shows a photo over its placeholder, and a picture without one as it is', () => {
    const placeholder = (src: string) =>
      src.endsWith('.jpg') ? `/media/image?src=${encodeURIComponent(src)}&p=placeholder` : null;
    const host = html(
      <ImageLoaderProvider loader={loader} placeholder={placeholder}>
        <Image src="/media/photo/demo-1.jpg" alt="" width={8} height={6} slot="card" />
        <Image src="/media/vehicle/1/1.svg" alt="" width={8} height={6} slot="card" />
      </ImageLoaderProvider>,
    );
    const [photo, drawing] = [...host.querySelectorAll('img')];
    expect(photo!.style.backgroundImage).toBe(
      'url("/media/image?src=%2Fmedia%2Fphoto%2Fdemo-1.jpg&p=placeholder")',
    );
    expect(photo!.style.backgroundSize).toBe('cover');
    expect(drawing!.getAttribute('style')).toBeNull();
  });

  it('shows no placeholder behind a thumbnail', () => {
    const placeholder = (src: string) =>
      `/media/image?src=${encodeURIComponent(src)}&p=placeholder`;
    const host = html(
      <ImageLoaderProvider loader={loader} placeholder={placeholder}>
        <Image src="/media/photo/demo-1.jpg" alt="" width={8} height={6} slot="gallery" priority />
        <Image src="/media/photo/demo-2.jpg" alt="" width={8} height={6} slot="thumbnail" />
      </ImageLoaderProvider>,
    );
    const [main, thumbnail] = [...host.querySelectorAll('img')];
    expect(main!.style.backgroundImage).toContain('demo-1.jpg&p=placeholder');
    expect(thumbnail!.getAttribute('style')).toBeNull();
    expect(placeholderWanted('thumbnail')).toBe(false);
    for (const slot of ['card', 'gallery', 'hero', 'offer'] as const) {
      expect(placeholderWanted(slot)).toBe(true);
    }
  });
});
