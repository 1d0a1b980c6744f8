// spec §7 image delivery with width and quality parameters: every picture of a site is served
// through one route (/media/image?src=&w=&q=) as a resized variant of its original, a width from
// a fixed ladder (so a CDN and the app's cache hold few variants) and a quality (the site's,
// spec §9 75 or 80), encoded as the browser's best format. The original is a picture of the site
// itself (a drawn demo picture under /media/) or a dealer's photo on a host the site allows.

export const IMAGE_ROUTE = '/media/image';

/** The widths a variant may have, in CSS pixels times density. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600, 2048] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_QUALITY = { default: 75, min: 30, max: 95 } as const;

/**
 * A photo's placeholder, shown behind it while it loads (spec §7 image delivery): the photo at
 * 24 pixels wide in a low quality, a few hundred bytes, which the browser stretches into a soft
 * blur of the photo's colours.
 */
export const IMAGE_PLACEHOLDER = { width: 24, quality: 40 } as const;

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The format to encode for a browser's Accept header: AVIF, else WebP, else JPEG. */
export function imageFormatFor(accept: string | null | undefined): ImageFormat {
  const types = (accept ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([type]) => type!.trim());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/**
 * A site's own pictures that may be an original: the demo pictures and photos, the drawn
 * promotions and hero pictures and the maps, nothing else.
 */
const LOCAL_SOURCE =
  /^\/media\/(?:photo\/demo-\d{1,3}\.jpg|vehicle\/\d{1,12}\/\d{1,2}\.svg|location\/[a-z0-9-]{1,100}\.svg|body\/[a-z0-9-]{1,60}\.svg|promotion\/[a-z]{1,40}\.svg|hero\/[a-z]{1,40}\.svg|make\/[a-z0-9-]{1,60}\.svg|map\/[a-z0-9-]{1,100}-[0-9a-f]{8}\.(?:svg|png))$/;

export type ImageSource =
  | { kind: 'local'; path: string }
  | { kind: 'remote'; url: URL }
  | { kind: 'refused'; status: 400 | 403; message: string };

/** Whether a host is one of a site's photo hosts ('.dealer.com.au' allows its subdomains). */
export function photoHostAllowed(host: string, photoHosts: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return photoHosts.some((allowed) =>
    allowed.startsWith('.')
      ? name.endsWith(allowed) && name.length > allowed.length
      : name === allowed,
  );
}

/**
 * What an image address names: one of the site's own drawn pictures (a path under /media/), a
 * photo on one of the site's photo hosts (https only), or a refusal with its status and message.
 */
export function imageSourceOf(src: string, photoHosts: readonly string[]): ImageSource {
  if (src.startsWith('/')) {
    return LOCAL_SOURCE.test(src)
      ? { kind: 'local', path: src }
      : { kind: 'refused', status: 400, message: 'This picture is not one of the site’s.' };
  }
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { kind: 'refused', status: 400, message: 'The picture’s address is not valid.' };
  }
  if (url.protocol !== 'https:') {
    return { kind: 'refused', status: 400, message: 'A photo is loaded over https only.' };
  }
  if (url.username || url.password || (url.port && url.port !== '443')) {
    return { kind: 'refused', status: 400, message: 'The picture’s address is not valid.' };
  }
  if (!photoHostAllowed(url.hostname, photoHosts)) {
    return {
      kind: 'refused',
      status: 403,
      message: `This site does not load photos from ${url.hostname}.`,
    };
  }
  return { kind: 'remote', url };
}

/** The address of one variant of a picture (a JPEG whatever the browser takes with `jpeg`). */
export function imageVariantHref(
  src: string,
  width: ImageWidth,
  quality?: number,
  format?: 'jpeg',
): string {
  const query = new URLSearchParams({ src, w: String(width) });
  if (quality !== undefined && quality !== IMAGE_QUALITY.default) query.set('q', String(quality));
  if (format) query.set('f', format);
  return `${IMAGE_ROUTE}?${query.toString()}`;
}

/** The address of a picture's placeholder (IMAGE_PLACEHOLDER) through the image route. */
export function imagePlaceholderHref(src: string): string {
  return `${IMAGE_ROUTE}?${new URLSearchParams({ src, p: 'placeholder' }).toString()}`;
}

/**
 * Whether a picture is shown over a placeholder while it loads: a photo (a dealer's, or a raster
 * demo photo), which covers its box; not a drawing, whose clear parts would show the
 * placeholder behind them.
 */
export function placeholderShown(source: ImageSource): boolean {
  return (
    source.kind === 'remote' || (source.kind === 'local' && source.path.startsWith('/media/photo/'))
  );
}

/** The width of the pictures the ads feeds link (their rules ask for 800 px or more). */
export const FEED_IMAGE_WIDTH: ImageWidth = 1280;

/**
 * The address an ads feed links for a picture (spec §7 feeds): a JPEG variant through the image
 * route where the route takes it, else the picture's own address.
 */
export function feedImageHref(
  src: string,
  photoHosts: readonly string[],
  quality?: number,
): string {
  return imageSourceOf(src, photoHosts).kind === 'refused'
    ? src
    : imageVariantHref(src, FEED_IMAGE_WIDTH, quality, 'jpeg');
}

/** The ladder's widths from `min` up to `max` (at least one). */
export function imageWidthsBetween(min: number, max: number): ImageWidth[] {
  const widths = IMAGE_WIDTHS.filter((w) => w >= min && w <= max);
  return widths.length > 0 ? widths : [IMAGE_WIDTHS.find((w) => w >= max) ?? 2048];
}

/** A srcset of a picture over the given widths. */
export function imageSrcset(src: string, widths: readonly ImageWidth[], quality?: number): string {
  return widths.map((w) => `${imageVariantHref(src, w, quality)} ${w}w`).join(', ');
}
