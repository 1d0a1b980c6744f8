import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSiteBySlug, type MapsProvider, type Site } from '@dealer/site-config';
import { type Location } from '../../domain/entities';
import { staticMapPath } from '../../domain/maps';
import { createVariantCache } from '../../media/variant-cache';
import { PhotoFetchError } from '../../services/media/photo-fetch';
import { handleImageRequest } from './image-routes';
import { MAP_STAND_IN_HEADER, mapPictureResponse, type MapPictureDeps } from './map-picture';

// spec §7 embedded map: a location's static map picture, the drawn one or the provider's fetched
// by the server, and through the image route as the page asks for it. The provider is a
// stand-in that answers the bytes (or the failure) each test gives it.

const demo = getSiteBySlug('southern-cross-motors') as Site;
const google: MapsProvider = { provider: 'google', key: 'AIzaBrowserKey1234', serverKey: null };

const ringwood = {
  id: 102,
  slug: 'southern-cross-ringwood',
  name: 'Southern Cross Ringwood - Sales',
  address: { lat: -37.8136, long: 145.2266, placeUrl: null },
} as unknown as Location;

let providerPng: Buffer;
beforeAll(async () => {
  providerPng = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#aad3df' },
  })
    .png()
    .toBuffer();
});

function harness(maps: MapsProvider | null, provider: () => Promise<Buffer>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-map-picture-'));
  const cache = createVariantCache({ dir, maxBytes: 16 * 1024 * 1024 });
  const asked: URL[] = [];
  const deps: MapPictureDeps = {
    locations: async () => [ringwood],
    fetchStatic: async (url) => {
      asked.push(url);
      return provider();
    },
    cache,
  };
  const site: Site = { ...demo, maps };
  const file = (kind: 'drawn' | 'google') => staticMapPath(ringwood, kind).split('/').at(-1)!;
  const picture = (name: string) => mapPictureResponse(site, name, deps);
  const variant = (kind: 'drawn' | 'google') =>
    handleImageRequest(
      site,
      new Request(
        `http://${site.slug}.localhost/media/image?src=${encodeURIComponent(staticMapPath(ringwood, kind))}&w=640`,
        { headers: { accept: 'image/webp' } },
      ),
      {
        cache,
        localOriginal: async (_site, p) => picture(p.split('/').at(-1)!),
        remoteOriginal: async () => Buffer.alloc(0),
      },
    );
  return { file, picture, variant, asked, cache };
}

describe('the drawn map (the embedded default)', () => {
  it('answers the SVG of the place, its name on it, no provider asked', async () => {
    const { file, picture, asked } = harness(null, async () => providerPng);
    const answer = await picture(file('drawn'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await answer.text();
    expect(svg).toContain('Southern Cross Ringwood<');
    expect(svg).not.toContain('- Sales');
    expect(asked).toHaveLength(0);
  });

  it('becomes a raster variant through the image route, kept', async () => {
    const { variant, cache } = harness(null, async () => providerPng);
    const answer = await variant('drawn');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([640, 427]);
    expect(await cache.size()).toBeGreaterThan(0);
  });

  it.each([
    ['another place', 'southern-cross-dandenong-1a2b3c4d.svg'],
    ['a stale fingerprint', 'southern-cross-ringwood-00000000.svg'],
    ['no picture name', 'southern-cross-ringwood.svg'],
  ])('is 404 for %s', async (_case, name) => {
    const { picture } = harness(null, async () => providerPng);
    expect((await picture(name)).status).toBe(404);
  });

  it('has no provider picture without a provider', async () => {
    const { file, picture, asked } = harness(null, async () => providerPng);
    expect((await picture(file('google'))).status).toBe(404);
    expect(asked).toHaveLength(0);
  });
});

describe("a provider's map (Google's Maps Static API)", () => {
  it('is fetched once by the server with the key, then kept', async () => {
    const { file, picture, asked } = harness(google, async () => providerPng);
    for (let i = 0; i < 2; i++) {
      const answer = await picture(file('google'));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await answer.arrayBuffer()).equals(providerPng)).toBe(true);
    }
    expect(asked).toHaveLength(1);
    expect(asked[0]!.hostname).toBe('maps.googleapis.com');
    expect(asked[0]!.searchParams.get('key')).toBe('AIzaBrowserKey1234');
  });

  it('stands in the drawn map, kept nowhere, when the provider fails, and asks again next time', async () => {
    let fail = true;
    const { file, picture, variant, asked, cache } = harness(google, async () => {
      if (fail) throw new PhotoFetchError(502, 'The photo host answered 403.');
      return providerPng;
    });
    const direct = await picture(file('google'));
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(direct.headers.get('cache-control')).toBe('no-store');
    expect(direct.headers.get(MAP_STAND_IN_HEADER)).toBe('The photo host answered 403.');

    const routed = await variant('google');
    expect(routed.status).toBe(200);
    expect(routed.headers.get('cache-control')).toBe('no-store');
    expect(await cache.size()).toBe(0);

    fail = false;
    const recovered = await variant('google');
    expect(recovered.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asked.length).toBe(3);
  });

  it('stands in the drawn map when the provider answers with no picture', async () => {
    const { file, picture } = harness(google, async () => Buffer.from('This API key is invalid.'));
    const answer = await picture(file('google'));
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get(MAP_STAND_IN_HEADER)).toMatch(/not a picture/);
  });
});
