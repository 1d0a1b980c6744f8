import { icon } from './icon';

export const SearchIcon = icon(
  'search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
