import { type Site } from '@dealer/site-config';
import {
  IMAGE_PLACEHOLDER,
  imageFormatFor,
  imageSourceOf,
  type ImageSource,
} from '../../domain/image-variants';
import { imageVariantQuerySchema } from '../../domain/image-variant-query';
import { demoPhotoIndex, demoPhotoJpeg } from '../../media/demo-photos';
import { checkOriginal, ImageInputError, transformImage } from '../../media/image-transform';
import { cacheKeyOf, type VariantCache } from '../../media/variant-cache';
import { appRuntime } from '../../runtime';
import { fetchPhoto, PhotoFetchError } from '../../services/media/photo-fetch';
import { siteForRoute } from '../frame/app-context';
import { makeLogoResponse, manufacturerLogoResponse } from './make-logo-route';
import {
  bodyImageResponse,
  heroImageResponse,
  locationImageResponse,
  promotionImageResponse,
  vehicleImageResponse,
} from './media-responses';
import { MAP_STAND_IN_HEADER, mapPictureDeps, mapPictureResponse } from './map-picture';

// GET /media/image?src=&w=&q= (spec §7 image delivery): a variant of one of the site's pictures,
// from the disk cache or made once from its original (a drawn picture of the site, made in this
// process; a dealer's photo from a host the site allows, fetched once and kept). A variant is
// answered with its hash as ETag and kept a year by browsers and CDNs (its address never names
// other bytes); a refusal is a 4xx with a sentence, never cached. `p=placeholder` answers a
// photo's placeholder (a few hundred bytes shown behind it while it loads). When the dealer's
// photo host is slow or down, a plain stand-in picture is answered and nothing is kept, so the
// page never shows a broken picture and never waits past the fetch's time limit.

export interface ImageRouteDeps {
  cache: VariantCache;
  /** a drawn picture of the site, as its own route answers it */
  localOriginal: (site: Site, path: string) => Promise<Response>;
  /** a dealer's photo (the host already checked) */
  remoteOriginal: (url: URL) => Promise<Buffer>;
}

const refuse = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * /media/photo/demo-{n}.jpg: a raster demo photo at its full size (site config demoPhotos
 * 'raster'), made once and kept; the image route takes it as an original, and feeds and pages
 * that link a car's photo itself find it here.
 */
export async function demoPhotoResponse(file: string): Promise<Response> {
  const index = demoPhotoIndex(file);
  if (index === null) return new Response('Not found', { status: 404 });
  const photo = await appRuntime()
    .imageCache()
    .getOrMake(cacheKeyOf(`original|demo-photo|${index}`), async () => ({
      body: await demoPhotoJpeg(index),
      contentType: 'image/jpeg',
    }));
  return new Response(new Uint8Array(photo.body), {
    headers: {
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: photo.etag,
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The drawn pictures of a site, answered in this process (never fetched over the network). */
export async function localOriginalResponse(site: Site, path: string): Promise<Response> {
  const [, kind, ...rest] = path.split('/').slice(1);
  const file = rest.at(-1) ?? '';
  switch (kind) {
    case 'photo':
      return demoPhotoResponse(file);
    case 'vehicle':
      return vehicleImageResponse(site, rest[0] ?? '', file);
    case 'location':
      return locationImageResponse(site, file);
    case 'body':
      return bodyImageResponse(file);
    case 'promotion':
      return promotionImageResponse(file);
    case 'hero':
      return heroImageResponse(file);
    case 'make':
      return makeLogoResponse(file);
    case 'logo':
      return manufacturerLogoResponse(file);
    case 'map':
      return mapPictureResponse(site, file, mapPictureDeps());
    default:
      return new Response('Not found', { status: 404 });
  }
}

/**
 * An original that only stands in for the picture (a provider's map it could not fetch): its
 * variant is answered but not kept, and the picture is asked for again next time.
 */
class StandInOriginal extends Error {
  constructor(readonly body: Buffer) {
    super('A stand-in picture.');
    this.name = 'StandInOriginal';
  }
}

async function originalOf(
  site: Site,
  source: Exclude<ImageSource, { kind: 'refused' }>,
  deps: ImageRouteDeps,
): Promise<Buffer> {
  if (source.kind === 'local') {
    const response = await deps.localOriginal(site, source.path);
    if (!response.ok) throw new ImageInputError(422, 'This picture does not exist.');
    const body = Buffer.from(await response.arrayBuffer());
    if (response.headers.has(MAP_STAND_IN_HEADER)) throw new StandInOriginal(body);
    return body;
  }
  // a dealer's photo is fetched once and kept beside its variants (only when it is a picture)
  const kept = await deps.cache.getOrMake(cacheKeyOf(`original|${source.url.href}`), async () => {
    const body = await deps.remoteOriginal(source.url);
    await checkOriginal(body);
    return { body, contentType: 'application/octet-stream' };
  });
  return kept.body;
}

export async function handleImageRequest(
  site: Site,
  request: Request,
  deps: ImageRouteDeps,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Use GET to load a picture.', { status: 405, headers: { allow: 'GET' } });
  }
  const params = new URL(request.url).searchParams;
  const parsed = imageVariantQuerySchema.safeParse({
    src: params.get('src') ?? undefined,
    w: params.get('w') ?? undefined,
    q: params.get('q') ?? undefined,
    f: params.get('f') ?? undefined,
    p: params.get('p') ?? undefined,
  });
  if (!parsed.success) return refuse(400, parsed.error.issues[0]!.message);
  const { src } = parsed.data;
  const placeholder = parsed.data.p === 'placeholder';
  const width = parsed.data.w ?? IMAGE_PLACEHOLDER.width;
  const quality = placeholder
    ? IMAGE_PLACEHOLDER.quality
    : (parsed.data.q ?? site.media.imageQuality);
  const source = imageSourceOf(src, site.media.photoHosts);
  if (source.kind === 'refused') return refuse(source.status, source.message);
  const format = parsed.data.f ?? imageFormatFor(request.headers.get('accept'));
  // a drawn picture is the site's own (its cars); a photo's address names the same bytes anywhere
  const origin = source.kind === 'local' ? `${site.slug}|${source.path}` : source.url.href;
  const key = cacheKeyOf(
    `${placeholder ? 'placeholder' : 'variant'}|${origin}|${width}|${quality}|${format}`,
  );
  const headers = {
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept',
    'x-content-type-options': 'nosniff',
  };
  const known = await deps.cache.etag(key);
  if (known && request.headers.get('if-none-match') === known) {
    return new Response(null, { status: 304, headers: { ...headers, etag: known } });
  }
  try {
    const variant = await deps.cache.getOrMake(key, async () =>
      transformImage(await originalOf(site, source, deps), { width, quality, format }),
    );
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(variant.body), {
      status: 200,
      headers: {
        ...headers,
        'content-type': variant.contentType,
        'content-length': String(variant.body.length),
        etag: variant.etag,
      },
    });
  } catch (error) {
    if (error instanceof StandInOriginal) {
      const variant = await transformImage(error.body, { width, quality, format });
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(variant.body), {
        status: 200,
        headers: {
          'content-type': variant.contentType,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    }
    if (error instanceof PhotoFetchError && photoHostFailed(error)) {
      // the dealer's host is slow or down: the page shows a neutral picture instead of a broken
      // one, asked for again next time (nothing is kept)
      return unavailablePhotoResponse(error, request.method === 'HEAD');
    }
    if (error instanceof ImageInputError || error instanceof PhotoFetchError) {
      return refuse(error.status, error.message);
    }
    throw error;
  }
}

/** A photo host that did not answer in time or broke off (not a refusal of the photo itself). */
export function photoHostFailed(error: PhotoFetchError): boolean {
  return error.status === 502 || error.status === 504;
}

/** What stands in for a photo its host could not give: a plain picture of the photo's shape. */
export const UNAVAILABLE_PHOTO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">' +
  '<rect width="1200" height="800" fill="#e5e7eb"/>' +
  '<path d="M480 330h60l30-40h60l30 40h60a20 20 0 0 1 20 20v160a20 20 0 0 1-20 20H480a20 20 0 0 1-20-20V350a20 20 0 0 1 20-20z" fill="#9ca3af"/>' +
  '<circle cx="600" cy="430" r="55" fill="#e5e7eb"/><circle cx="600" cy="430" r="35" fill="#9ca3af"/>' +
  '</svg>';

function unavailablePhotoResponse(error: PhotoFetchError, head: boolean): Response {
  return new Response(head ? null : UNAVAILABLE_PHOTO_SVG, {
    status: 200,
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // why, for the dealer's developer reading the network panel
      'x-photo-unavailable': error.message.replace(/[^\x20-\x7e]/g, '?').slice(0, 200),
    },
  });
}

/** app/[site]/media/image/route.ts */
export function imageRoute() {
  const deps = (): ImageRouteDeps => ({
    cache: appRuntime().imageCache(),
    localOriginal: localOriginalResponse,
    remoteOriginal: (url) => fetchPhoto(url),
  });
  const handle = async (request: Request, { params }: { params: Promise<{ site: string }> }) => {
    const site = await siteForRoute((await params).site);
    if (!site) return refuse(404, 'Site not found.');
    return handleImageRequest(site, request, deps());
  };
  return { GET: handle, HEAD: handle };
}
