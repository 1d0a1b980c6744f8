import { siteSchema, type Site, type SiteInput } from '@dealer/site-config';
import { type Car, type FinanceLender, type Location, type OpeningHour } from './entities';

// Fixtures for the vehicle page rules' tests: one in-stock used Toyota at a Perth location on a
// site with the schema's defaults. Each test overrides only the fields its case is about.

export const testNow = new Date('2026-11-20T02:00:00Z'); // Friday 10:00 in Perth

export function testCar(over: Partial<Car> = {}): Car {
  return {
    id: 4321,
    slug: '2022-toyota-rav4-gx-u3010042',
    name: '2022 Toyota RAV4 GX',
    stocknum: 'U3010042',
    vin: 'JTMW43FV00D123456',
    nvic: 'AB123',
    status: 'in_stock',
    soldAt: null,
    carType: 'used',
    itemType: 'car',
    tag: null,
    reserved: false,
    dealerReserved: false,
    reservationHeld: false,
    certified: false,
    preorder: false,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    series: 'MXAA52R',
    body: 'Wagon',
    simpleBody: 'suv',
    fuel: 'Unleaded Petrol',
    simpleFuel: 'Petrol',
    drive: 'FWD',
    colour: 'Glacier White',
    interiorColour: 'Black Cloth',
    transmission: 'CVT Automatic',
    simpleTransmission: 'Automatic',
    km: 45210,
    year: 2022,
    price: 34990,
    priceType: 'Drive Away',
    beforePrice: null,
    offerPrice: null,
    subscriptionPrice: null,
    seats: 5,
    doors: 4,
    regplate: '1ABC234',
    regoExpiry: '2027-03-14',
    complianceDate: '2022-03',
    buildDate: '2022-02',
    engineSize: '2.0L 4cyl',
    views: 120,
    historyReportUrl: null,
    createdAt: new Date('2026-10-01T00:00:00Z'),
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    dealershipId: 301,
    locationId: 31,
    privateSuburb: null,
    privatePostcode: null,
    carsalesTitle: null,
    images: [
      { url: '/media/cars/4321/1.jpg', width: 1200, height: 800, alt: 'Front' },
      { url: 'https://cdn.example.com/cars/4321/2.jpg', width: 1200, height: 800, alt: 'Side' },
    ],
    dealerComments: 'One owner.|Full service history.',
    standardEquipment: ['Apple CarPlay', 'Reversing Camera'],
    showOnDealerWebsite: true,
    paymentProcessors: ['stripe'],
    financeLenders: {},
    autograb: null,
    youxQuote: null,
    specifications: null,
    variant: null,
    ...over,
  };
}

export function testLender(over: Partial<FinanceLender> = {}): FinanceLender {
  return {
    financeProvider: 'Manual',
    interestRate: 6.29,
    comparisonRate: 8.19,
    paymentWeek: 122.64,
    paymentMonth: 531.44,
    balloon: 10497,
    deposit: 0,
    termYears: 5,
    termWeeks: 260,
    termMonths: 60,
    establishmentFees: 395,
    totalPayable: 42383.8,
    disclaimer: 'Example based on a 5-year secured loan of $30,000.',
    ...over,
  };
}

const open = (weekday: number, from: string, to: string, formattedHours: string): OpeningHour => ({
  weekday,
  status: 'Open',
  open: from,
  close: to,
  formattedHours,
});
const closed = (weekday: number): OpeningHour => ({
  weekday,
  status: 'Closed',
  open: null,
  close: null,
  formattedHours: 'Closed',
});

export const weekHours: OpeningHour[] = [
  closed(0),
  ...[1, 2, 3, 4, 5].map((d) => open(d, '08:30', '17:30', '8:30 am - 5:30 pm')),
  open(6, '08:30', '16:00', '8:30 am - 4:00 pm'),
];

export function testLocation(over: Partial<Location> = {}): Location {
  return {
    id: 31,
    dealershipId: 301,
    slug: 'swan-valley-toyota-midland',
    name: 'Swan Valley Toyota Midland - Sales',
    primary: true,
    locationType: 'sales',
    locationSubtype: [],
    manufacturers: ['Toyota'],
    visible: true,
    dealerLicenseNumber: 'DL 12877',
    motorVehicleRepairer: null,
    image: null,
    averageRating: 4.6,
    reviewCount: 212,
    distributionLocations: [],
    address: {
      street: '190 Great Eastern Highway',
      city: 'Midland',
      state: 'WA',
      postcode: '6056',
      lat: -31.89,
      long: 116.0,
      placeUrl: null,
    },
    phone: '08 9274 0100',
    landlinePhone: null,
    timezone: 'Australia/Perth',
    openingHours: weekHours,
    ...over,
  };
}

type SiteOverrides = Omit<Partial<SiteInput>, 'features'> & {
  features?: SiteInput['features'];
};

export function testSite(over: SiteOverrides = {}): Site {
  return siteSchema.parse({
    id: 3,
    slug: 'swan-valley-toyota',
    name: 'Swan Valley Toyota',
    url: 'https://www.swanvalleytoyota.com.au',
    template: 'toyota',
    dealershipId: 301,
    dealerships: [{ id: 301, slug: 'swan-valley-toyota-midland', name: 'Swan Valley Toyota' }],
    theme: { brand: 'toyota' },
    ...over,
  });
}
