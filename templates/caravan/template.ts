import { type MenuItem } from '@dealer/platform/web';

export const template = 'caravan' as const;

export const menu: readonly MenuItem[] = [
  { label: 'New Caravans', href: '/search/new-caravans' },
  { label: 'Used Caravans', href: '/search/used-caravans' },
  { label: 'All Stock', href: '/search' },
  { label: 'Service', href: '/service' },
  { label: 'Finance', href: '/finance' },
  { label: 'Trade-In', href: '/trade-in' },
  { label: 'Contact', href: '/contact', align: 'right' },
];
