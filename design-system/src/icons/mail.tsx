import { icon } from './icon';

export const MailIcon = icon(
  'mail',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);
