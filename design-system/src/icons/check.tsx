import { icon } from './icon';

export const CheckIcon = icon('check', <path d="M20 6 9 17l-5-5" />);
