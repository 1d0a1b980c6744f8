import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site } from '@dealer/site-config';
import { IMAGE_PLACEHOLDER, IMAGE_WIDTHS } from '../../domain/image-variants';
import { createVariantCache, type VariantCache } from '../../media/variant-cache';
import { PhotoFetchError } from '../../services/media/photo-fetch';
import {
  handleImageRequest,
  type ImageRouteDeps,
  localOriginalResponse,
  UNAVAILABLE_PHOTO_SVG,
} from './image-routes';

// The image route in this process, with a real sharp and a real disk cache; the dealer's photo
// host is a stand-in that answers the bytes each test gives it.

const demo = getSiteBySlug('southern-cross-motors') as Site;
const site: Site = { ...demo, media: { photoHosts: ['photos.example.com.au'], imageQuality: 75 } };
const photoUrl = (name: string) => `https://photos.example.com.au/${name}.jpg`;

let photo: Buffer;
const drawn = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#1f4e9c"/></svg>`;

function harness(remote: Record<string, Buffer> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-image-route-'));
  const cache: VariantCache = createVariantCache({ dir, maxBytes: 64 * 1024 * 1024 });
  const calls = { local: 0, remote: 0 };
  const deps: ImageRouteDeps = {
    cache,
    localOriginal: async (_site, p) => {
      calls.local += 1;
      return p === '/media/vehicle/1/1.svg'
        ? new Response(drawn, { headers: { 'content-type': 'image/svg+xml' } })
        : new Response('Not found', { status: 404 });
    },
    remoteOriginal: async (url) => {
      calls.remote += 1;
      const body = remote[url.href];
      if (!body) throw new Error('no such photo');
      return body;
    },
  };
  const get = (query: string, headers: Record<string, string> = {}) =>
    handleImageRequest(
      site,
      new Request(`http://${site.slug}.localhost/media/image?${query}`, { headers }),
      deps,
    );
  return { get, calls, cache, dir };
}

const q = (src: string, w: number | string, extra = '') =>
  `src=${encodeURIComponent(src)}&w=${w}${extra}`;

beforeAll(async () => {
  photo = await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
});

describe('GET /media/image', () => {
  it('answers a variant at the width asked for, in the browser’s best format, kept a year', async () => {
    const { get } = harness({ [photoUrl('front')]: photo });
    for (const [accept, type] of [
      ['image/avif,image/webp,*/*', 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
      ['*/*', 'image/jpeg'],
    ] as const) {
      const answer = await get(q(photoUrl('front'), 640), { accept });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('vary')).toBe('Accept');
      expect(answer.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(meta.width).toBe(640);
      expect(meta.height).toBe(427);
    }
  });

  it('makes a drawn picture of the site into a raster variant, never larger than its original', async () => {
    const { get } = harness();
    const answer = await get(q('/media/vehicle/1/1.svg', 2048), { accept: 'image/webp' });
    expect(answer.status).toBe(200);
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1200);
    expect((await get(q('/media/vehicle/1/2.svg', 320))).status).toBe(422);
  });

  it('makes a drawn promotion (spec §9 promotions slider 540x1920) into a 32:9 variant', async () => {
    const { cache } = harness();
    const deps: ImageRouteDeps = {
      cache,
      localOriginal: localOriginalResponse,
      remoteOriginal: async () => {
        throw new Error('no photo is fetched');
      },
    };
    const answer = await handleImageRequest(
      site,
      new Request(
        `http://${site.slug}.localhost/media/image?${q('/media/promotion/finance.svg', 960)}`,
        {
          headers: { accept: 'image/webp' },
        },
      ),
      deps,
    );
    expect(answer.status).toBe(200);
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 270]);
  });

  it('makes a drawn hero picture (spec §2) into a 16:10 variant', async () => {
    const { cache } = harness();
    const answer = await handleImageRequest(
      site,
      new Request(
        `http://${site.slug}.localhost/media/image?${q('/media/hero/showroom.svg', 640)}`,
        {
          headers: { accept: 'image/avif,image/webp' },
        },
      ),
      {
        cache,
        localOriginal: localOriginalResponse,
        remoteOriginal: async () => {
          throw new Error('no photo is fetched');
        },
      },
    );
    expect(answer.status).toBe(200);
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([640, 400]);
  });

  it('transforms a variant once however many ask at once, then answers 304 to its ETag', async () => {
    const { get, calls } = harness({ [photoUrl('rear')]: photo });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get(q(photoUrl('rear'), 480), { accept: 'image/webp' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(20).fill(200));
    expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
    expect(calls.remote).toBe(1);
    const etag = answers[0]!.headers.get('etag')!;
    const again = await get(q(photoUrl('rear'), 480), {
      accept: 'image/webp',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    // another width of the same photo: the original is kept, not fetched again
    expect((await get(q(photoUrl('rear'), 320), { accept: 'image/webp' })).status).toBe(200);
    expect(calls.remote).toBe(1);
  });

  it('answers a JPEG for f=jpeg whatever the browser takes (the ads feeds’ links)', async () => {
    const { get } = harness({ [photoUrl('feed')]: photo });
    const answer = await get(q(photoUrl('feed'), 1280, '&f=jpeg'), { accept: 'image/avif,*/*' });
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect((await get(q(photoUrl('feed'), 1280, '&f=png'))).status).toBe(400);
  });

  it('answers a photo’s placeholder: a few hundred bytes, 24 pixels wide, kept a year', async () => {
    const { get, calls } = harness({ [photoUrl('soft')]: photo });
    const answer = await get(`src=${encodeURIComponent(photoUrl('soft'))}&p=placeholder`, {
      accept: 'image/webp,*/*',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(body.length).toBeLessThan(1_000);
    expect((await sharp(body).metadata()).width).toBe(IMAGE_PLACEHOLDER.width);
    // the variant beside it comes from the same kept original
    expect((await get(q(photoUrl('soft'), 640), { accept: 'image/webp' })).status).toBe(200);
    expect(calls.remote).toBe(1);
  });

  it('answers a plain stand-in, kept nowhere, when the photo host is slow or down', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-image-route-'));
    const cache = createVariantCache({ dir, maxBytes: 1024 * 1024 });
    let failure: PhotoFetchError = new PhotoFetchError(
      504,
      'The photo host did not answer within 8 s.',
    );
    const deps: ImageRouteDeps = {
      cache,
      localOriginal: async () => new Response('Not found', { status: 404 }),
      remoteOriginal: async () => {
        throw failure;
      },
    };
    const get = (query: string) =>
      handleImageRequest(site, new Request(`http://x.localhost/media/image?${query}`), deps);
    for (const query of [
      q(photoUrl('slow'), 640),
      `src=${encodeURIComponent(photoUrl('slow'))}&p=placeholder`,
    ]) {
      const answer = await get(query);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-photo-unavailable')).toBe(
        'The photo host did not answer within 8 s.',
      );
      expect(await answer.text()).toBe(UNAVAILABLE_PHOTO_SVG);
    }
    expect(await cache.size()).toBe(0);
    // a photo the host refuses outright (too large) is still a 4xx with its sentence
    failure = new PhotoFetchError(413, 'The photo is too large to show.');
    const refused = await get(q(photoUrl('slow'), 640));
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe('The photo is too large to show.');
  });

  it('uses the site’s quality, or one asked for within range', async () => {
    const { get } = harness({ [photoUrl('q')]: photo });
    const size = async (extra: string) =>
      (await (await get(q(photoUrl('q'), 640, extra))).arrayBuffer()).byteLength;
    expect(await size('&q=40')).toBeLessThan(await size('&q=90'));
  });
});

describe('bad input: a clear 4xx, the server stays up, nothing bad is kept', () => {
  const tinyPng = (width: number, height: number) => {
    // a PNG whose header claims the size (its pixels are never decoded)
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d4944415478da63f8ffff3f0005fe02fe0def46b8' +
        '0000000049454e44ae426082',
      'hex',
    );
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    return png;
  };

  it.each([
    ['a non-image with an image name', Buffer.from('<html>not a picture</html>'), 422],
    ['a truncated JPEG', Buffer.alloc(0), 422],
    ['a 20,000 x 20,000 pixel image', tinyPng(20_000, 20_000), 413],
    ['a 50 MB file', Buffer.alloc(50 * 1024 * 1024, 0xff), 413],
  ])('%s', async (_name, body, status) => {
    const bytes = _name === 'a truncated JPEG' ? photo.subarray(0, 2_000) : body;
    const { get, cache } = harness({ [photoUrl('bad')]: bytes });
    const answer = await get(q(photoUrl('bad'), 640));
    expect(answer.status).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await answer.text()).length).toBeGreaterThan(10);
    // nothing is kept: neither the original nor a variant
    expect(await cache.size()).toBe(0);
    expect((await get(q(photoUrl('bad'), 640))).status).toBe(status);
    expect(await cache.size()).toBe(0);
  });

  it.each([
    ['an http address', q('http://photos.example.com.au/a.jpg', 640), 400, /https only/],
    ['a host not in the site’s list', q('https://evil.example/a.jpg', 640), 403, /evil\.example/],
    ['a width not on the ladder', q(photoUrl('a'), 641), 400, /width must be one of/],
    ['no width', `src=${encodeURIComponent(photoUrl('a'))}`, 400, /width/],
    ['a placeholder with a width', q(photoUrl('a'), 640, '&p=placeholder'), 400, /leave w out/],
    ['a quality out of range', q(photoUrl('a'), 640, '&q=101'), 400, /quality/],
    ['a quality that is no number', q(photoUrl('a'), 640, '&q=high'), 400, /quality/],
    ['a path-traversal id', q('/media/vehicle/../../../etc/passwd', 640), 400, /not one of/],
    ['another folder of the site', q('/api/site', 640), 400, /not one of/],
    ['no picture', 'w=640', 400, /src/],
    ['a photo with credentials', q('https://a:b@photos.example.com.au/a.jpg', 640), 400, /valid/],
  ])('%s', async (_name, query, status, message) => {
    const { get, calls } = harness();
    const answer = await get(query);
    expect(answer.status).toBe(status);
    expect(await answer.text()).toMatch(message);
    expect(calls.remote + calls.local).toBe(0);
  });

  it('lists every width of its ladder in a refusal', async () => {
    const { get } = harness();
    expect(await (await get(q(photoUrl('a'), 100))).text()).toContain(IMAGE_WIDTHS.join(', '));
  });
});
