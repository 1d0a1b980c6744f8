import { type SiteInput } from '../schema';
import { holidayHours, locationsOf } from './special-hours';

// The demo sites of the caravan template. Stock and locations come from the seeded generator in
// @dealer/platform/demo.

export const caravanDemoSites: SiteInput[] = [
  {
    id: 4,
    slug: 'sunshine-coast-caravans',
    name: 'Sunshine Coast Caravans',
    url: 'https://www.sunshinecoastcaravans.com.au',
    domains: ['www.sunshinecoastcaravans.com.au'],
    template: 'caravan',
    address: '12 Enterprise Street, Caloundra West QLD 4551',
    phone: '07 5491 8800',
    dealershipId: 401,
    dealerships: [
      {
        id: 401,
        slug: 'sunshine-coast-caravans-caloundra',
        name: 'Sunshine Coast Caravans Caloundra',
      },
      {
        id: 402,
        slug: 'sunshine-coast-caravans-maroochydore',
        name: 'Sunshine Coast Caravans Maroochydore',
      },
    ],
    features: {
      favourites: true,
      reserve: { enabled: true, depositAmount: 500 },
      tradeIn: true,
      mapSection: true,
    },
    // the platform's drawn campsite behind the hero
    home: { heroImage: '/media/hero/campsite.svg' },
    search: { defaultSort: 'price:asc', priceAscendingExcludesZero: true },
    // spec §4 the vehicle page's enquiry in steps
    forms: { multiStepEnquiry: true },
    content: {
      social: {
        facebook: 'https://www.facebook.com/sunshinecoastcaravans',
        instagram: 'https://www.instagram.com/sunshinecoastcaravans',
        youtube: 'https://www.youtube.com/@sunshinecoastcaravans',
      },
      licences: { dealerLicence: '3456789', motorRepairer: null },
      complaintStates: ['QLD'],
      tagline: 'New and used caravans on the Sunshine Coast',
      vehicleNoun: 'Caravans',
      noPriceText: 'Enquire for price.',
    },
    hours: { specialHours: holidayHours(locationsOf([401, 402])) },
    demoStockCount: 300,
    theme: { brand: 'caravan' },
  },
];
