'use client';

import { type ReactNode, useCallback } from 'react';
import {
  type ImageLoader,
  ImageLoaderProvider,
  type ImagePlaceholder,
} from '@dealer/design-system/client';
import {
  IMAGE_WIDTHS,
  type ImageWidth,
  imagePlaceholderHref,
  imageSourceOf,
  imageVariantHref,
  placeholderShown,
} from '../../../domain/image-variants';

/** The ladder's width at or above a slot's width (the largest for anything wider). */
function ladderWidth(width: number): ImageWidth {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/**
 * Injects the site's image route into the design system (spec §7 image delivery): a picture the
 * route takes (a drawn picture of the site, a photo on one of its photo hosts) is shown as the
 * route's variants at the site's quality, a photo over its placeholder; anything else at its own
 * address.
 */
export function ImageRouteProvider({
  quality,
  photoHosts,
  children,
}: {
  quality: number;
  photoHosts: readonly string[];
  children: ReactNode;
}) {
  const hosts = photoHosts.join(' ');
  const loader = useCallback<ImageLoader>(
    (src, width) =>
      imageSourceOf(src, hosts ? hosts.split(' ') : []).kind === 'refused'
        ? null
        : imageVariantHref(src, ladderWidth(width), quality),
    [hosts, quality],
  );
  const placeholder = useCallback<ImagePlaceholder>(
    (src) =>
      placeholderShown(imageSourceOf(src, hosts ? hosts.split(' ') : []))
        ? imagePlaceholderHref(src)
        : null,
    [hosts],
  );
  return (
    <ImageLoaderProvider loader={loader} placeholder={placeholder}>
      {children}
    </ImageLoaderProvider>
  );
}
