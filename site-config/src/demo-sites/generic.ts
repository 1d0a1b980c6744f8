import { type SiteInput } from '../schema';
import { holidayHours, locationsOf } from './special-hours';

// The demo sites of the generic template. Stock and locations come from the seeded generator in
// @dealer/platform/demo.

export const genericDemoSites: SiteInput[] = [
  {
    id: 1,
    slug: 'southern-cross-motors',
    name: 'Southern Cross Motor Group',
    url: 'https://www.southerncrossmotors.com.au',
    domains: ['www.southerncrossmotors.com.au', 'southerncrossmotors.com.au'],
    template: 'generic',
    address: '1520 Princes Highway, Dandenong VIC 3175',
    phone: '03 9794 1100',
    dealershipId: 101,
    dealerships: [
      { id: 101, slug: 'southern-cross-dandenong', name: 'Southern Cross Dandenong' },
      { id: 102, slug: 'southern-cross-ringwood', name: 'Southern Cross Ringwood' },
      { id: 103, slug: 'southern-cross-parramatta', name: 'Southern Cross Parramatta' },
    ],
    features: {
      favourites: true,
      compare: true,
      reserve: { enabled: true, depositAmount: 200 },
      tradeIn: true,
      financeEstimate: true,
      fuelTag: true,
      showUnregistered: true,
      mobileStickyBar: { enabled: true },
    },
    search: {
      defaultSort: 'created_at_timestamp:desc',
      priceAscendingExcludesZero: true,
      stockRule: { soldWithinDays: 3 },
      popularMakes: ['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Kia', 'Mitsubishi', 'Volkswagen'],
      // spec §9 the search filters' presets
      filterPresets: [
        { label: 'Under $20,000', href: '/search?price=%3A20000' },
        { label: 'Under 50,000 km', href: '/search?km=%3A50000' },
        { label: 'Used cars', href: '/search/used-cars' },
      ],
      promoCards: [
        {
          id: 'stocktake-2026',
          title: 'End of Year Stocktake Sale',
          description: 'Sharp drive-away prices on every used car until 24 December.',
          href: '/search/used-cars',
          start: '2026-11-01',
          expiry: '2026-12-24',
          positions: [8, 17],
          display: ['used'],
        },
      ],
    },
    content: {
      social: {
        facebook: 'https://www.facebook.com/southerncrossmotors',
        instagram: 'https://www.instagram.com/southerncrossmotors',
        youtube: 'https://www.youtube.com/@southerncrossmotors',
        linkedin: 'https://www.linkedin.com/company/southern-cross-motor-group',
        tiktok: 'https://www.tiktok.com/@southerncrossmotors',
      },
      licences: { dealerLicence: '0012345', carLicence: null, motorRepairer: 'MRB 44102' },
      complaintStates: ['VIC', 'NSW'],
      tagline: 'Quality used cars across Melbourne and Sydney',
    },
    forms: {
      requireTerms: true,
      additionalServices: ['Wheel Alignment', 'Tyre Check', 'Air Conditioning Service', 'Car Wash'],
    },
    home: {
      // the platform's drawn car yard behind the hero (decorative, as every hero picture)
      heroImage: '/media/hero/showroom.svg',
      // the template's blocks with the promotions slider under the hero (the hero stays the
      // page's first paint)
      blocks: [
        'hero',
        'promotions',
        'featured',
        'bodyTypes',
        'offers',
        'guarantees',
        'callsToAction',
        'reviews',
        'locations',
      ],
      // the platform's drawn promotion pictures: decorative, the headings say what they show
      promotions: [
        {
          image: '/media/promotion/clearance.svg',
          alt: '',
          heading: 'End of Year Stocktake Sale',
          text: 'Sharp drive-away prices on every used car until 24 December.',
          link: { href: '/search/used-cars', label: 'Shop the sale' },
        },
        {
          image: '/media/promotion/finance.svg',
          alt: '',
          heading: 'Finance made simple',
          text: 'A quote in minutes from our panel of lenders.',
          link: { href: '/finance', label: 'Get a quote' },
        },
        {
          image: '/media/promotion/service.svg',
          alt: '',
          heading: 'Book your next service',
          text: 'Capped-price servicing at all three of our workshops.',
          link: { href: '/service', label: 'Book a service' },
        },
      ],
    },
    finance: { pages: ['finance', 'finance-enquiry', 'apply-for-finance'] },
    tradeIn: { pages: ['trade-in', 'sell-my-car'], saveValuation: true },
    hours: { specialHours: holidayHours(locationsOf([101, 102, 103])) },
    demoStockCount: 1500,
    theme: { brand: 'generic' },
  },
  {
    id: 2,
    slug: 'harbour-city-cars',
    name: 'Harbour City Cars',
    url: 'https://www.harbourcitycars.com.au',
    domains: ['www.harbourcitycars.com.au'],
    template: 'generic',
    address: '88 Parramatta Road, Five Dock NSW 2046',
    phone: '02 9713 4400',
    dealershipId: 201,
    dealerships: [{ id: 201, slug: 'harbour-city-five-dock', name: 'Harbour City Cars' }],
    features: { favourites: true, chatInsteadOfEnquire: true },
    // spec §7 a maps provider: OpenStreetMap's interactive map on a press (no key to hold)
    maps: { provider: 'openstreetmap' },
    // a dealer brand's finance: $5,000 at least, the provider's rate range, its establishment fee
    finance: {
      pages: ['finance', 'finance-enquiry'],
      calculator: { priceMinimum: 5000, interestRange: 'provider', fees: 'establishment' },
    },
    tradeIn: { pages: ['sell-your-car'] },
    // spec §9 reviews minimum rating 3 on one site
    reviews: { minimumRating: 3 },
    search: { stockRule: { soldWithinDays: 0, usedOnly: true } },
    content: {
      social: { facebook: 'https://www.facebook.com/harbourcitycars' },
      licences: { dealerLicence: 'MD 071234' },
      complaintStates: ['NSW'],
      tagline: 'Hand-picked used cars in Sydney’s inner west',
    },
    forms: { messageOptional: true, hideOptIn: true },
    hours: { specialHours: holidayHours(locationsOf([201])) },
    demoStockCount: 150,
    // the demo site whose stock carries photos at a dealer's full size (the image route's cost)
    demoPhotos: 'raster',
    theme: { brand: 'generic', accentColour: '#0f766e', radius: 'large', font: 'geometric' },
  },
];
