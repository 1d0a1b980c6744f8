import { defaultFooterLinks, defineProfile, vehicleKindDefaults } from './profile';

const kind = vehicleKindDefaults.caravan;

/** Caravan and motorhome dealers. */
export const caravan = defineProfile({
  name: 'caravan',
  description: 'caravan and motorhome dealers',
  port: 3002,
  // Caravans: outdoorsy eucalypt green with warm sand surfaces and soft, rounded shapes.
  theme: {
    accent: '#2f6b3a',
    accentHover: '#285d32',
    accentActive: '#214d29',
    accentSoft: '#e6f0e4',
    accentContrast: '#ffffff',
    accentText: '#2f6b3a',
    brand: '#3b2f24',
    surface: '#fffdf8',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f5efe3',
    neutral: '#2b2118',
    muted: '#5c4f42',
    border: '#e3d8c6',
    borderStrong: '#8a7a66',
    focus: '#b45309',
    font: 'humanist',
    headingWeight: '800',
    radius: 'large',
  },
  vehicle: kind.vehicle,
  search: { facets: kind.facets, sorts: kind.sorts },
  menu: [
    { label: 'New Caravans', href: '/search/new-caravans' },
    { label: 'Used Caravans', href: '/search/used-caravans' },
    { label: 'All Stock', href: '/search' },
    { label: 'Service', href: '/service' },
    { label: 'Finance', href: '/finance' },
    { label: 'Trade-In', href: '/trade-in' },
    { label: 'Contact', href: '/contact', align: 'right' },
  ],
  footerLinks: defaultFooterLinks,
  routes: { own: [] },
  // caravans by type ('Type' tiles); no offers page in the menu
  homeBlocks: ['hero', 'featured', 'bodyTypes', 'callsToAction', 'locations', 'reviews'],
  demo: {
    franchiseMake: null,
    otherMakeShare: 1,
    stockMix: [
      ['new', 55],
      ['used', 45],
    ],
    financeLenders: ['Angle', 'Powertorque'],
    lenderTurnBySite: false,
    certifiedUsed: false,
    buyingLocations: false,
    sundayTradingEverywhere: true,
    distributionLocations: [],
    tags: kind.tags,
  },
});
