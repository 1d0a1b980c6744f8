'use client';

import { type CSSProperties, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { useImageLoader, useImagePlaceholder } from '../../theme/ImageContext';

/**
 * Where a picture sits, and so which widths its srcset offers and how wide it shows (sizes):
 * the browser picks the smallest variant that fills the slot on the shopper's screen.
 */
export const imageSlots = {
  /** a search or featured card: a column of the grid */
  card: {
    widths: [320, 480, 640, 960],
    sizes: '(min-width: 1200px) 300px, (min-width: 768px) 45vw, 100vw',
  },
  /** the vehicle page's main photo */
  gallery: {
    widths: [480, 640, 960, 1280, 1600, 2048],
    sizes: '(min-width: 1024px) 60vw, 100vw',
  },
  /** the gallery's fullscreen view: the whole screen, twice its width when zoomed */
  fullscreen: { widths: [960, 1280, 1600, 2048], sizes: '100vw' },
  /** the gallery's strip of thumbnails */
  thumbnail: { widths: [160, 320], sizes: '96px' },
  /** a promotion of the home page's slider: the page's content width at most */
  promotion: {
    widths: [640, 960, 1280, 1600, 2048],
    sizes: '(min-width: 1280px) 1280px, 100vw',
  },
  /** a full-width banner */
  hero: { widths: [640, 960, 1280, 1600, 2048], sizes: '100vw' },
  location: { widths: [320, 480, 640], sizes: '(min-width: 768px) 33vw, 100vw' },
  /** a location's map: 600 × 400 at most 720 wide (twice as dense on a sharp screen) */
  map: { widths: [320, 480, 640, 960, 1280], sizes: '(min-width: 768px) 600px, 100vw' },
  offer: { widths: [320, 480, 640, 960], sizes: '(min-width: 768px) 375px, 100vw' },
  model: { widths: [160, 320, 480, 640], sizes: '(min-width: 768px) 25vw, 50vw' },
  /** a promotion's popup: 600px at most (spec §9) */
  popup: { widths: [320, 480, 640, 960], sizes: '(min-width: 632px) 600px, calc(100vw - 2rem)' },
  print: { widths: [960], sizes: '600px' },
} as const satisfies Record<string, { widths: readonly number[]; sizes: string }>;

export type ImageSlot = keyof typeof imageSlots;

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'loading'
> {
  src: string;
  alt: string;
  /** the picture's own size (so nothing moves while it loads) */
  width: number;
  height: number;
  slot: ImageSlot;
  /**
   * the page's largest picture: fetched first (fetchpriority high, preloaded), never lazily;
   * any other picture loads lazily
   */
  priority?: boolean;
}

type ImageLoaderFn = ReturnType<typeof useImageLoader>;

/** What the browser is asked for a picture in a slot: its variants, or the picture itself. */
function imageSources(src: string, slot: ImageSlot, loader: ImageLoaderFn) {
  const { widths, sizes } = imageSlots[slot];
  const variants = loader ? widths.map((w) => [w, loader(src, w)] as const) : [];
  const routed = variants.length > 0 && variants.every(([, href]) => href !== null);
  const srcSet = routed ? variants.map(([w, href]) => `${href} ${w}w`).join(', ') : undefined;
  // the fallback of a browser without srcset: a middle width
  const fallback = routed ? variants[Math.min(1, variants.length - 1)]![1]! : src;
  return { fallback, srcSet, sizes };
}

/**
 * Asks the browser for a picture with the page (preloaded): first (fetchpriority high), or after
 * the page's other pictures and scripts (low).
 */
function preloadImage(
  { fallback, srcSet, sizes }: ReturnType<typeof imageSources>,
  fetchPriority: 'high' | 'low' = 'high',
) {
  preload(fallback, {
    as: 'image',
    fetchPriority,
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
  });
}

/**
 * A picture fetched with the page that the page shows only once it is live in the browser (a
 * popup): the same variants its Image in that slot will ask for, asked for by the page's head,
 * after the page's own largest picture (fetchpriority low) unless it is that picture. Renders
 * nothing.
 */
export function ImagePreload({
  src,
  slot,
  fetchPriority = 'low',
}: {
  src: string;
  slot: ImageSlot;
  fetchPriority?: 'high' | 'low';
}) {
  preloadImage(imageSources(src, slot, useImageLoader()), fetchPriority);
  return null;
}

/**
 * Whether a picture in a slot shows a placeholder (a request of its own) while it loads: every
 * slot but the gallery's thumbnails, whose own variant (about 3 KB) is barely larger than a
 * placeholder, and whose strip asked for twelve of them as the vehicle page loaded.
 */
export function placeholderWanted(slot: ImageSlot): boolean {
  return slot !== 'thumbnail';
}

/**
 * A picture through the app's image delivery: a srcset of its variants for the slot, width and
 * height, lazy unless it is the page's largest, over its placeholder (a photo's soft blur) while
 * it loads. Without an app (Storybook) it is a plain img.
 */
export function Image({
  src,
  alt,
  width,
  height,
  slot,
  priority = false,
  style,
  ...props
}: ImageProps) {
  const loader = useImageLoader();
  const placeholderOf = useImagePlaceholder();
  const placeholder = placeholderWanted(slot) ? (placeholderOf?.(src) ?? null) : null;
  const { fallback, srcSet, sizes } = imageSources(src, slot, loader);
  if (priority) preloadImage({ fallback, srcSet, sizes });
  return (
    <img
      {...props}
      style={placeholder ? { ...placeholderStyle(placeholder), ...style } : style}
      src={fallback}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      // decoded off the main thread: the page paints while the picture decodes, and the picture
      // is not held back by a long task (measured: the largest paint of the raster-photo
      // search page came about a second earlier, median of 5, than with decoding="sync")
      decoding="async"
    />
  );
}

/** The placeholder behind a picture: stretched over its box, as the picture will be. */
function placeholderStyle(href: string): CSSProperties {
  return {
    backgroundImage: `url("${href.replace(/["\\\n]/g, encodeURIComponent)}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    backgroundRepeat: 'no-repeat',
  };
}
