import { icon } from './icon';

export const ChevronUpIcon = icon('chevron-up', <path d="m18 15-6-6-6 6" />);
