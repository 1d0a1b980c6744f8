'use client';

import { createContext, type ReactNode, useContext } from 'react';

/**
 * The app's image delivery (injected the way links are): the address of a picture's variant at a
 * width, or null when the picture is not one it delivers (it is then shown as it is).
 */
export type ImageLoader = (src: string, width: number) => string | null;

const ImageLoaderContext = createContext<ImageLoader | null>(null);

/** Injects the app's image route; without one (Storybook) pictures are shown at their address. */
export function ImageLoaderProvider({
  loader,
  children,
}: {
  loader: ImageLoader | null;
  children: ReactNode;
}) {
  return <ImageLoaderContext.Provider value={loader}>{children}</ImageLoaderContext.Provider>;
}

export function useImageLoader(): ImageLoader | null {
  return useContext(ImageLoaderContext);
}
