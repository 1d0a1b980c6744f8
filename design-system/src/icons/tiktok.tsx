import { icon } from './icon';

export const TiktokIcon = icon(
  'tiktok',
  <path d="M16 3c.4 2.3 1.9 3.8 4 4v3.2c-1.5 0-2.9-.5-4-1.3V15a6 6 0 1 1-6-6v3.3A2.7 2.7 0 1 0 12.7 15V3z" />,
  true,
);
