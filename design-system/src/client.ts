// Client-only parts (interactive leaves), for 'use client' modules of the apps.
export { Link, type LinkProps } from './components/Link';
export {
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
} from './theme/LinkContext';
export { ThemeRoot, usePortalContainer } from './theme/ThemeRoot';
export {
  ImageLoaderProvider,
  useImageLoader,
  useImagePlaceholder,
  type ImageLoader,
  type ImagePlaceholder,
} from './theme/ImageContext';
export { useHasMounted } from './components/private/has-mounted';
