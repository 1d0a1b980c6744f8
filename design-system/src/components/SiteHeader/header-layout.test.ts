import { describe, expect, it } from 'vitest';
import { COMPACT_HEADER_CHARACTERS, headerDensity } from './header-layout';

const menuOf = (...labels: string[]) => labels.map((label) => ({ label }));

const genericMenu = menuOf(
  'Buy a Car',
  'Used Cars',
  'Book a Test Drive',
  'Service',
  'Finance',
  'Trade-In',
  'Parts',
  'Contact',
);
const caravanMenu = menuOf(
  'New Caravans',
  'Used Caravans',
  'All Stock',
  'Service',
  'Finance',
  'Trade-In',
  'Contact',
);
// spec §2 the Toyota dealer's menu
const toyotaMenu = menuOf(
  'New Vehicles',
  'Pre-Owned Vehicles',
  'Special Offers',
  'Service',
  'Parts & Accessories',
  'Finance & Insurance',
  'Fleet',
  'Personalise',
  'Discover',
  'Contact',
);

describe('headerDensity', () => {
  it('turns compact above 90 characters of labels and name', () => {
    expect(COMPACT_HEADER_CHARACTERS).toBe(90);
  });

  it.each([
    ['no menu', menuOf(), 'Harbour City Cars', 'regular'],
    ['exactly 90 characters', menuOf('x'.repeat(45)), 'y'.repeat(45), 'regular'],
    ['91 characters', menuOf('x'.repeat(45)), 'y'.repeat(46), 'compact'],
    ['the caravan menu and dealer (86)', caravanMenu, 'Sunshine Coast Caravans', 'regular'],
    ['the generic menu beside a short name (87)', genericMenu, 'Harbour City Cars', 'regular'],
    [
      'the generic menu beside a long name (96)',
      genericMenu,
      'Southern Cross Motor Group',
      'compact',
    ],
    ['the Toyota menu (138)', toyotaMenu, 'Swan Valley Toyota', 'compact'],
  ] as const)('%s', (_, menu, name, density) => expect(headerDensity(menu, name)).toBe(density));
});
