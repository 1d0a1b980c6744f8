import { describe, expect, it } from 'vitest';
import {
  feedImageHref,
  IMAGE_WIDTHS,
  imageFormatFor,
  imagePlaceholderHref,
  imageSourceOf,
  imageSrcset,
  imageVariantHref,
  imageWidthsBetween,
  photoHostAllowed,
  placeholderShown,
} from './image-variants';
import { imageVariantQuerySchema } from './image-variant-query';

describe('imageFormatFor', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['IMAGE/WEBP', 'webp'],
    ['image/avif;q=0, image/webp', 'webp'],
    ['image/png,image/*;q=0.8,*/*;q=0.5', 'jpeg'],
    ['', 'jpeg'],
    [null, 'jpeg'],
  ] as const)('%s: %s', (accept, format) => {
    expect(imageFormatFor(accept)).toBe(format);
  });
});

describe('photoHostAllowed', () => {
  const hosts = ['photos.dealer.com.au', '.cdn.example.net'];
  it.each([
    ['photos.dealer.com.au', true],
    ['PHOTOS.dealer.com.au.', true],
    ['a.cdn.example.net', true],
    ['x.y.cdn.example.net', true],
    ['cdn.example.net', false],
    ['evilcdn.example.net', false],
    ['photos.dealer.com.au.evil.com', false],
    ['dealer.com.au', false],
  ])('%s: %s', (host, allowed) => {
    expect(photoHostAllowed(host, hosts)).toBe(allowed);
  });
});

describe('imageSourceOf', () => {
  const hosts = ['photos.dealer.com.au'];
  it('takes the site’s drawn pictures and photos on its hosts', () => {
    expect(imageSourceOf('/media/vehicle/12/1.svg', hosts)).toEqual({
      kind: 'local',
      path: '/media/vehicle/12/1.svg',
    });
    expect(imageSourceOf('/media/location/parramatta.svg', hosts).kind).toBe('local');
    expect(imageSourceOf('/media/promotion/finance.svg', hosts).kind).toBe('local');
    expect(imageSourceOf('/media/hero/showroom.svg', hosts).kind).toBe('local');
    const remote = imageSourceOf('https://photos.dealer.com.au/stock/1.jpg?v=2', hosts);
    expect(remote.kind === 'remote' && remote.url.href).toBe(
      'https://photos.dealer.com.au/stock/1.jpg?v=2',
    );
  });

  it.each([
    ['/media/vehicle/../1.svg', 400],
    ['/media/vehicle/12/1.svg/../../x', 400],
    ['/media/history/1.pdf', 400],
    ['/media/promotion/../finance.svg', 400],
    ['/media/hero/../showroom.svg', 400],
    ['/etc/passwd', 400],
    ['//evil.example/a.jpg', 400],
    ['http://photos.dealer.com.au/a.jpg', 400],
    ['https://photos.dealer.com.au:8443/a.jpg', 400],
    ['https://user@photos.dealer.com.au/a.jpg', 400],
    ['https://other.example/a.jpg', 403],
    ['data:image/png;base64,AAAA', 400],
    ['not a url', 400],
  ])('refuses %s with %s', (src, status) => {
    const source = imageSourceOf(src, hosts);
    expect(source).toMatchObject({ kind: 'refused', status });
  });
});

describe('the route’s query and addresses', () => {
  it('takes a width on the ladder and a quality within range', () => {
    expect(imageVariantQuerySchema.parse({ src: '/media/make/toyota.svg', w: '640' })).toEqual({
      src: '/media/make/toyota.svg',
      w: 640,
    });
    expect(imageVariantQuerySchema.parse({ src: 'x', w: '320', q: '80' }).q).toBe(80);
    for (const w of ['641', '0', '-320', '3000', '320.5', 'abc', '']) {
      expect(imageVariantQuerySchema.safeParse({ src: 'x', w }).success, w).toBe(false);
    }
    for (const q of ['29', '96', '7.5', 'x']) {
      expect(imageVariantQuerySchema.safeParse({ src: 'x', w: '320', q }).success, q).toBe(false);
    }
  });

  it('takes a placeholder without a width, and never both', () => {
    expect(imageVariantQuerySchema.parse({ src: 'x', p: 'placeholder' })).toEqual({
      src: 'x',
      p: 'placeholder',
    });
    const refusal = (query: Record<string, string>) => {
      const parsed = imageVariantQuerySchema.safeParse(query);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(refusal({ src: 'x' })).toMatch(/^The width must be one of 160, 320/);
    expect(refusal({ src: 'x', w: '320', p: 'placeholder' })).toBe(
      'A placeholder has its own width: leave w out.',
    );
    expect(refusal({ src: 'x', p: 'blurry' })).toBe('Ask for p=placeholder, or leave p out.');
    expect(imagePlaceholderHref('https://photos.dealer.com.au/1.jpg')).toBe(
      '/media/image?src=https%3A%2F%2Fphotos.dealer.com.au%2F1.jpg&p=placeholder',
    );
  });

  it('shows a placeholder behind photos only (a drawing’s clear parts would show it)', () => {
    const hosts = ['photos.dealer.com.au'];
    expect(placeholderShown(imageSourceOf('https://photos.dealer.com.au/1.jpg', hosts))).toBe(true);
    expect(placeholderShown(imageSourceOf('/media/photo/demo-3.jpg', hosts))).toBe(true);
    expect(placeholderShown(imageSourceOf('/media/vehicle/1/1.svg', hosts))).toBe(false);
    expect(placeholderShown(imageSourceOf('/media/make/toyota.svg', hosts))).toBe(false);
    expect(placeholderShown(imageSourceOf('https://other.example/1.jpg', hosts))).toBe(false);
  });

  it('writes a variant’s address and a srcset over the ladder', () => {
    expect(imageVariantHref('/media/vehicle/1/1.svg', 320)).toBe(
      '/media/image?src=%2Fmedia%2Fvehicle%2F1%2F1.svg&w=320',
    );
    expect(imageVariantHref('/media/vehicle/1/1.svg', 320, 80)).toBe(
      '/media/image?src=%2Fmedia%2Fvehicle%2F1%2F1.svg&w=320&q=80',
    );
    expect(imageSrcset('/a.svg', [320, 640])).toBe(
      '/media/image?src=%2Fa.svg&w=320 320w, /media/image?src=%2Fa.svg&w=640 640w',
    );
    expect(imageWidthsBetween(300, 1000)).toEqual([320, 480, 640, 960]);
    expect(imageWidthsBetween(5000, 6000)).toEqual([2048]);
    expect(IMAGE_WIDTHS).toEqual([...IMAGE_WIDTHS].sort((a, b) => a - b));
  });
});

describe('feedImageHref: the ads feeds link JPEG variants', () => {
  it('routes the site’s pictures and its hosts’ photos, and leaves anything else', () => {
    expect(feedImageHref('/media/vehicle/3/1.svg', [])).toBe(
      '/media/image?src=%2Fmedia%2Fvehicle%2F3%2F1.svg&w=1280&f=jpeg',
    );
    expect(feedImageHref('https://photos.dealer.com.au/1.jpg', ['photos.dealer.com.au'], 80)).toBe(
      '/media/image?src=https%3A%2F%2Fphotos.dealer.com.au%2F1.jpg&w=1280&q=80&f=jpeg',
    );
    expect(feedImageHref('https://elsewhere.example/1.jpg', [])).toBe(
      'https://elsewhere.example/1.jpg',
    );
    expect(imageVariantQuerySchema.safeParse({ src: 'x', w: '320', f: 'png' }).success).toBe(false);
  });
});
