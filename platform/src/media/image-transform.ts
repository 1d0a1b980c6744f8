import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { type ImageFormat, IMAGE_CONTENT_TYPES } from '../domain/image-variants';

// A picture resized and encoded by sharp (libvips): the only code that decodes an original. The
// limits keep a hostile or broken original from taking the server's memory: a file size, a
// pixel count checked before decoding, and an error for a truncated or non-image file.

export const IMAGE_LIMITS = {
  /** the largest original accepted, in bytes */
  maxInputBytes: 25 * 1024 * 1024,
  /** the most pixels an original may have (about 8,000 x 5,000): checked before decoding */
  maxInputPixels: 40_000_000,
} as const;

/** An original that cannot be made into a variant: why, as a status and a sentence. */
export class ImageInputError extends Error {
  constructor(
    readonly status: 413 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'ImageInputError';
  }
}

export interface ImageVariant {
  body: Buffer;
  contentType: string;
}

// libvips' own cache of operations is not needed: the variants are cached on disk
sharp.cache(false);

/** Encoder settings per format: speed over the last few bytes (a first request waits on it). */
function encode(image: Sharp, format: ImageFormat, quality: number): Sharp {
  switch (format) {
    case 'avif':
      // AVIF's quality scale runs lower than JPEG's for the same look
      return image.avif({ quality: Math.max(30, quality - 20), effort: 2 });
    case 'webp':
      return image.webp({ quality, effort: 2 });
    default:
      return image.jpeg({ quality, progressive: true });
  }
}

/**
 * The variant of an original: at most `width` wide (never enlarged), turned upright from its
 * EXIF orientation, stripped of metadata, in the format and quality asked for.
 */
export async function transformImage(
  original: Buffer,
  options: { width: number; quality: number; format: ImageFormat },
): Promise<ImageVariant> {
  if (original.length > IMAGE_LIMITS.maxInputBytes) {
    throw new ImageInputError(413, 'The original picture is too large to show.');
  }
  let image: Sharp;
  try {
    image = sharp(original, {
      limitInputPixels: IMAGE_LIMITS.maxInputPixels,
      failOn: 'error',
      // an SVG is drawn at its own size; density stays the default
    });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    if (meta.width * meta.height > IMAGE_LIMITS.maxInputPixels) {
      throw new ImageInputError(413, 'The original picture has too many pixels to show.');
    }
    const body = await encode(
      image.rotate().resize({ width: options.width, withoutEnlargement: true }),
      options.format,
      options.quality,
    ).toBuffer();
    return { body, contentType: IMAGE_CONTENT_TYPES[options.format] };
  } catch (error) {
    if (error instanceof ImageInputError) throw error;
    const text = String((error as Error).message ?? error);
    if (/pixel limit/i.test(text)) {
      throw new ImageInputError(413, 'The original picture has too many pixels to show.');
    }
    throw new ImageInputError(422, 'The original is not a picture this site can show.');
  }
}

/** Refuses an original that no variant could be made of (too large, too many pixels, no image). */
export async function checkOriginal(original: Buffer): Promise<void> {
  if (original.length > IMAGE_LIMITS.maxInputBytes) {
    throw new ImageInputError(413, 'The original picture is too large to show.');
  }
  let meta: { width?: number; height?: number };
  try {
    meta = await sharp(original, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageInputError(422, 'The original is not a picture this site can show.');
  }
  if (!meta.width || !meta.height) {
    throw new ImageInputError(422, 'The original is not a picture this site can show.');
  }
  if (meta.width * meta.height > IMAGE_LIMITS.maxInputPixels) {
    throw new ImageInputError(413, 'The original picture has too many pixels to show.');
  }
  // read to its end at a small size (a JPEG decodes at an eighth): a truncated file fails here
  try {
    await sharp(original, { failOn: 'truncated' }).resize(64).raw().toBuffer();
  } catch {
    throw new ImageInputError(422, 'The original is not a picture this site can show.');
  }
}

/** The dominant colour of an original as #rrggbb (a placeholder while the picture loads). */
export async function dominantColour(original: Buffer): Promise<string> {
  const { dominant } = await sharp(original, {
    limitInputPixels: IMAGE_LIMITS.maxInputPixels,
  }).stats();
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}
