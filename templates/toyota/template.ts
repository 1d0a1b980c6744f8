import { type MenuItem } from '@dealer/platform/web';

export const template = 'toyota' as const;

// spec §2 header menu order (Toyota dealer); Home is hidden
export const menu: readonly MenuItem[] = [
  { label: 'New Vehicles', href: '/search/new-cars' },
  { label: 'Pre-Owned Vehicles', href: '/pre-owned' },
  { label: 'Special Offers', href: '/special-offers' },
  { label: 'Service', href: '/service' },
  { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
  { label: 'Finance & Insurance', href: '/finance-enquiry' },
  { label: 'Fleet', href: '/fleet' },
  { label: 'Personalise', href: '/pages/personalise' },
  { label: 'Discover', href: '/about-us', align: 'right' },
  { label: 'Contact', href: '/contact', align: 'right' },
];
