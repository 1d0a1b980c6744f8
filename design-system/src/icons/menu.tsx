import { icon } from './icon';

export const MenuIcon = icon('menu', <path d="M3 6h18M3 12h18M3 18h18" />);
