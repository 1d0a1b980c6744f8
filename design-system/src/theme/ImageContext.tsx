'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * The app's image delivery (injected the way links are): the address of a picture's variant at a
 * width, or null when the picture is not one it delivers (it is then shown as it is).
 */
export type ImageLoader = (src: string, width: number) => string | null;

/**
 * The address of the placeholder shown behind a picture while it loads (a tiny, blurred copy of
 * a photo), or null for a picture shown without one.
 */
export type ImagePlaceholder = (src: string) => string | null;

interface ImageDelivery {
  loader: ImageLoader | null;
  placeholder: ImagePlaceholder | null;
}

const ImageLoaderContext = createContext<ImageDelivery>({ loader: null, placeholder: null });

/** Injects the app's image route; without one (Storybook) pictures are shown at their address. */
export function ImageLoaderProvider({
  loader,
  placeholder = null,
  children,
}: {
  loader: ImageLoader | null;
  placeholder?: ImagePlaceholder | null;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ loader, placeholder }), [loader, placeholder]);
  return <ImageLoaderContext.Provider value={value}>{children}</ImageLoaderContext.Provider>;
}

export function useImageLoader(): ImageLoader | null {
  return useContext(ImageLoaderContext).loader;
}

export function useImagePlaceholder(): ImagePlaceholder | null {
  return useContext(ImageLoaderContext).placeholder;
}
