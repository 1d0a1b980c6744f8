import { type MenuItem } from '@dealer/platform/web';

export const template = 'generic' as const;

// spec §2 default site links
export const menu: readonly MenuItem[] = [
  { label: 'Buy a Car', href: '/search/new-used-and-demo-cars' },
  { label: 'Used Cars', href: '/search/used-cars' },
  { label: 'Book a Test Drive', href: '/book-test-drive/' },
  { label: 'Service', href: '/service' },
  { label: 'Finance', href: '/finance' },
  { label: 'Trade-In', href: '/trade-in' },
  { label: 'Parts', href: '/vehicle-parts-and-accessories' },
  { label: 'Contact', href: '/contact', align: 'right' },
];
