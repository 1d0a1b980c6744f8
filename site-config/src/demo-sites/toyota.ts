import { type SiteInput } from '../schema';
import { holidayHours, locationsOf } from './special-hours';

// The demo sites of the toyota template. Stock and locations come from the seeded generator in
// @dealer/platform/demo.

export const toyotaDemoSites: SiteInput[] = [
  {
    id: 3,
    slug: 'swan-valley-toyota',
    name: 'Swan Valley Toyota',
    url: 'https://www.swanvalleytoyota.com.au',
    domains: ['www.swanvalleytoyota.com.au', 'swanvalleytoyota.com.au'],
    template: 'toyota',
    address: '190 Great Eastern Highway, Midland WA 6056',
    phone: '08 9274 0100',
    dealershipId: 301,
    dealerships: [
      {
        id: 301,
        slug: 'swan-valley-toyota-midland',
        name: 'Swan Valley Toyota Midland',
        make: 'Toyota',
      },
      {
        id: 302,
        slug: 'swan-valley-toyota-morley',
        name: 'Swan Valley Toyota Morley',
        make: 'Toyota',
      },
    ],
    manufacturer: 'Toyota',
    // spec §3 Manufacturer: its logo, a picture the site serves, on the make filter cards
    manufacturers: [
      {
        id: 1,
        name: 'Toyota',
        logoUrl: '/media/logo/toyota.svg',
        bodies: ['SUVs & 4WDs', 'Hatch & sedans', 'Utes & Vans'],
      },
    ],
    financeProvider: 'Toyota Finance',
    microsite: null,
    features: {
      watchlist: true,
      favourites: true,
      reserve: { enabled: true, depositAmount: 200 },
      callNowByCarType: { new: '08 9274 0111', used: '08 9274 0122', demo: '08 9274 0111' },
      certifiedOnlySwitch: true,
      certifiedBadge: true,
      serviceAdvantage: true,
      financeEstimate: true,
      fuelTag: true,
      mobileStickyBar: { enabled: true, hideWhenClosed: true },
      showViewCount: true,
      // spec §2 sign-in and gated routes: this dealer's checkout, personalised finance and its
      // spin-to-win promotion need a signed-in shopper
      authentication: true,
      gatedRoutes: ['checkout', 'personalised-finance', 'spin-to-win'],
      // the dealer group's signed-in page (spec §2 the my-* pages)
      myPage: 'mymotorama',
    },
    // one dealer's finance: its interest range and default, and its fee set (spec §5, §9)
    finance: {
      pages: ['finance', 'finance-enquiry', 'car-finance'],
      calculator: { interestRange: 'dealer', defaultInterest: 8.5, fees: 'dealer' },
      // spec §9 sample finance: 6.29% p.a. (comparison 8.19%), no deposit, 5 years
      advertisedRate: { interestRate: 6.29, comparisonRate: 8.19, depositPercent: 0, termYears: 5 },
    },
    tradeIn: { pages: ['trade-in', 'sell-my-car'] },
    // spec §2 optional menu items: this dealer shows Sell My Car and Express Maintenance
    menu: { optionalItems: ['sellMyCar', 'expressMaintenance'] },
    // spec §4 finance offers expand by default on some sites
    offers: { financeExpanded: true },
    // spec §2 /spin-to-win: one spin for each signed-in shopper, the prizes and their chances
    spinToWin: {
      id: 'summer-spin-2026',
      title: 'Spin to Win this Summer',
      intro:
        'Sign in, spin the wheel once and win a prize for your next visit to Swan Valley Toyota.',
      slots: [
        { id: 'fuel-50', label: '$50 fuel card', weight: 2, quantity: 100 },
        { id: 'service-100', label: '$100 off a service', weight: 1, quantity: 50 },
        { id: 'detail', label: 'Free interior detail', weight: 1, quantity: 40 },
        { id: 'accessories-500', label: '$500 of accessories', weight: 1, quantity: 5 },
        { id: 'coffee', label: 'A coffee on us', weight: 3 },
        { id: 'no-prize', label: 'Better luck next time', weight: 4, wins: false },
      ],
      terms:
        'One spin per person. Prizes are not transferable or redeemable for cash and must be claimed within 30 days at Swan Valley Toyota Midland or Morley.',
    },
    // the platform's drawn car yard behind the hero
    home: { heroImage: '/media/hero/showroom.svg' },
    search: {
      defaultSort: 'created_at_timestamp:desc',
      stockRule: { soldWithinDays: 3, excludeNewMakes: [] },
      promoCards: [
        {
          id: 'toyota-summer-service',
          title: 'Summer Service Special',
          description: 'Book a Toyota Service Advantage service before Christmas.',
          href: '/service',
          start: '2026-11-01',
          expiry: '2027-01-31',
          positions: [9],
        },
      ],
      // spec §2 the fleet card among the results, to the site's /fleet page
      fleetCard: {
        position: 6,
        heading: 'Fleet Sales',
        description: 'Cars, utes and vans for your business, from one vehicle to a hundred.',
      },
    },
    content: {
      social: {
        facebook: 'https://www.facebook.com/swanvalleytoyota',
        instagram: 'https://www.instagram.com/swanvalleytoyota',
        youtube: 'https://www.youtube.com/@swanvalleytoyota',
      },
      licences: { dealerLicence: 'DL 12877', motorRepairer: 'MRB 5561' },
      complaintStates: ['WA'],
      tagline: 'Your Toyota dealer in Perth’s east',
      // spec §2 /diamond-advantage: this dealer's own content page
      pages: [
        {
          path: '/diamond-advantage',
          title: 'Diamond Advantage',
          description:
            'The Swan Valley Toyota Diamond Advantage: the extras every car bought from us comes with.',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Every new and pre-owned vehicle bought from Swan Valley Toyota comes with our Diamond Advantage, at no extra cost.',
            },
            {
              kind: 'list',
              items: [
                'A free loan car whenever your vehicle is serviced with us',
                'Complimentary wash and vacuum at every service',
                '12 months of roadside assistance on pre-owned vehicles',
                'Priority booking at our Midland and Morley service centres',
              ],
            },
            // spec §2 locations blocks: the service centres as dark cards, then one place
            {
              kind: 'locations',
              heading: 'Our service centres',
              filter: 'service',
              variant: 'dark',
            },
            { kind: 'heading', text: 'How to claim' },
            {
              kind: 'paragraph',
              text: 'Your Diamond Advantage starts on the day you collect your vehicle. Mention it when you book a service and our team will arrange the rest.',
            },
            {
              kind: 'links',
              items: [
                { label: 'Book a Service', href: '/service' },
                { label: 'Contact Us', href: '/contact-us' },
              ],
            },
            { kind: 'locations', heading: 'Collect your vehicle', filter: 'primary' },
          ],
        },
      ],
    },
    // spec §2 /enquiries/*: the enquiry pages of this dealer's navigation
    forms: {
      enquiryPages: [
        {
          slug: 'new-vehicle-enquiry',
          title: 'New Vehicle Enquiry',
          intro:
            'Tell us which new Toyota you are interested in and our sales team will be in touch with availability, pricing and a test drive.',
          form: 'general-enquiry',
          category: 'Sales Enquiry',
        },
      ],
    },
    // spec §4 fortnightly weekend hours: every second Saturday by appointment only
    hours: {
      specialHours: holidayHours(locationsOf([301, 302])),
      fortnightlyAppointmentSaturdayFrom: '2025-06-14',
    },
    demoStockCount: 600,
    theme: { brand: 'toyota' },
  },
];
