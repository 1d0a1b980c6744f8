import { icon } from './icon';

export const ZoomOutIcon = icon(
  'zoom-out',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3M8 11h6" />
  </>,
);
