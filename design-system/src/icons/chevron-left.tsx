import { icon } from './icon';

export const ChevronLeftIcon = icon('chevron-left', <path d="m15 18-6-6 6-6" />);
