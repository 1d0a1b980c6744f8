import { defaultFooterLinks, defineProfile, vehicleKindDefaults } from './profile';

const kind = vehicleKindDefaults.car;

/** Toyota franchise dealers: new, demo and used Toyotas, certified pre-owned. */
export const toyota = defineProfile({
  name: 'toyota',
  description: 'Toyota franchise dealers',
  port: 3001,
  // Toyota: the brand red on white and light greys, square-ish corners, Helvetica.
  theme: {
    accent: '#eb0a1e',
    accentHover: '#cc0a1b',
    accentActive: '#a90816',
    accentSoft: '#fde7e9',
    accentContrast: '#ffffff',
    accentText: '#c8091a',
    brand: '#1a1a1a',
    surfaceSunken: '#f4f4f4',
    neutral: '#1a1a1a',
    muted: '#4d4d4d',
    border: '#dcdcdc',
    focus: '#1a1a1a',
    font: 'helvetica',
    headingWeight: '700',
    radius: 'small',
  },
  vehicle: kind.vehicle,
  search: { facets: kind.facets, sorts: kind.sorts },
  // spec §2 header menu order (Toyota dealer); Home is hidden
  menu: [
    // the model mega-menu (a drawer link to the range on a phone)
    { label: 'New Vehicles', href: '/models', modelRange: true },
    { label: 'Pre-Owned Vehicles', href: '/pre-owned' },
    { label: 'Special Offers', href: '/special-offers' },
    {
      label: 'Service',
      href: '/service',
      children: [
        { label: 'Book a Service', href: '/genuine-service', serviceBooking: true },
        { label: 'Service Enquiry', href: '/service' },
        {
          label: 'Express Maintenance',
          href: '/service/express-maintenance',
          optional: 'expressMaintenance',
        },
        { label: 'Genuine Parts & Accessories', href: '/vehicle-parts-and-accessories' },
        { label: 'Warranty', href: '/warranty' },
      ],
    },
    { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
    { label: 'Finance & Insurance', href: '/finance-enquiry' },
    { label: 'Fleet', href: '/fleet' },
    { label: 'Personalise', href: '/pages/personalise' },
    {
      label: 'Discover',
      href: '/about-us',
      align: 'right',
      children: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Diamond Advantage', href: '/diamond-advantage' },
        { label: 'Buying With Us', href: '/buying' },
        { label: 'Vehicle Reviews', href: '/blog/vehicle-reviews' },
        { label: 'Careers', href: '/careers' },
      ],
    },
    { label: 'Contact', href: '/contact', align: 'right' },
  ],
  footerLinks: defaultFooterLinks,
  // spec §2 'Footer adds Pre-Owned, Service, Contact groups'. The optional items (Sell My Car,
  // Express Maintenance, KINTO) live here rather than in the header, whose row is full.
  footerGroups: [
    {
      // spec §2 links to the manufacturer's dealer microsite where the site has one
      heading: 'New Vehicles',
      links: [
        {
          label: 'New Vehicles In Stock',
          href: '/search/new-cars',
          micrositePath: '/new-vehicles',
        },
        { label: 'Demonstrators', href: '/search/demo-cars', micrositePath: '/demonstrators' },
        { label: 'Finance Calculator', href: '/finance', micrositePath: '/finance-calculator' },
        { label: 'New Vehicle Enquiry', href: '/enquiries/new-vehicle-enquiry' },
      ],
    },
    {
      heading: 'Pre-Owned',
      links: [
        { label: 'Pre-Owned Vehicles', href: '/pre-owned' },
        { label: 'Certified Pre-Owned', href: '/pre-owned?certified=true' },
        { label: 'Trade-In', href: '/trade-in' },
        { label: 'Sell My Car', href: '/sell-my-car', optional: 'sellMyCar' },
      ],
    },
    {
      heading: 'Service',
      links: [
        { label: 'Book a Service', href: '/genuine-service', serviceBooking: true },
        {
          label: 'Express Maintenance',
          href: '/service/express-maintenance',
          optional: 'expressMaintenance',
        },
        { label: 'Genuine Parts & Accessories', href: '/vehicle-parts-and-accessories' },
        { label: 'Warranty', href: '/warranty' },
        { label: 'Diamond Advantage', href: '/diamond-advantage' },
        { label: 'KINTO', href: 'https://www.kinto.com.au/', optional: 'kinto' },
      ],
    },
    {
      heading: 'Contact',
      links: [
        { label: 'Contact Us', href: '/contact-us' },
        { label: 'Our Locations', href: '/our-location' },
        { label: 'Careers', href: '/careers' },
      ],
    },
  ],
  routes: { own: [] },
  // a franchise dealer: special offers first; the used-car promises are not a new-car dealer's
  homeBlocks: ['hero', 'offers', 'featured', 'bodyTypes', 'callsToAction', 'reviews', 'locations'],
  demo: {
    franchiseMake: 'Toyota',
    otherMakeShare: 0.32,
    stockMix: [
      ['new', 35],
      ['demo', 10],
      ['used', 55],
    ],
    financeLenders: ['Manual'],
    lenderTurnBySite: false,
    certifiedUsed: true,
    buyingLocations: true,
    sundayTradingEverywhere: false,
    distributionLocations: ['Ellenbrook', 'Mundaring', 'Swan View'],
    tags: kind.tags,
  },
});
