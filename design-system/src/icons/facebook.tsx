import { icon } from './icon';

export const FacebookIcon = icon(
  'facebook',
  <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" />,
  true,
);
