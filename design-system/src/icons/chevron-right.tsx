import { icon } from './icon';

export const ChevronRightIcon = icon('chevron-right', <path d="m9 18 6-6-6-6" />);
