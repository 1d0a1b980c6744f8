import { defaultFooterLinks, defineProfile, vehicleKindDefaults } from './profile';

const kind = vehicleKindDefaults.car;

/** Multi-make used-car dealers and groups. */
export const generic = defineProfile({
  name: 'generic',
  description: 'multi-make used-car dealers and groups',
  port: 3000,
  // a used-car group: confident blue on crisp white and navy (the design system's base tokens)
  theme: {},
  vehicle: kind.vehicle,
  search: { facets: kind.facets, sorts: kind.sorts },
  // spec §2 default site links
  menu: [
    { label: 'Buy a Car', href: '/search/new-used-and-demo-cars' },
    { label: 'Used Cars', href: '/search/used-cars' },
    { label: 'Book a Test Drive', href: '/book-test-drive/' },
    { label: 'Service', href: '/service' },
    { label: 'Finance', href: '/finance' },
    { label: 'Trade-In', href: '/trade-in' },
    { label: 'Parts', href: '/vehicle-parts-and-accessories' },
    { label: 'Contact', href: '/contact', align: 'right' },
  ],
  footerLinks: defaultFooterLinks,
  routes: { own: [] },
  // a used-car group: its promises on used cars under the stock
  homeBlocks: [
    'hero',
    'featured',
    'bodyTypes',
    'offers',
    'guarantees',
    'callsToAction',
    'reviews',
    'locations',
  ],
  demo: {
    franchiseMake: null,
    otherMakeShare: 1,
    stockMix: [
      ['used', 92],
      ['demo', 8],
    ],
    financeLenders: ['Taurus', '360 Finance', 'AusLoans', 'Manual'],
    lenderTurnBySite: true,
    certifiedUsed: false,
    buyingLocations: true,
    sundayTradingEverywhere: false,
    distributionLocations: [],
    tags: kind.tags,
  },
});
