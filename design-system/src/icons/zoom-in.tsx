import { icon } from './icon';

export const ZoomInIcon = icon(
  'zoom-in',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3M11 8v6M8 11h6" />
  </>,
);
