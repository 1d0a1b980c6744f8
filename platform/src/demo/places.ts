import { type AustralianState } from '../domain/entities';

// Real streets, suburbs, postcodes and coordinates for the demo dealerships, so location cards,
// maps and distance sorting look right to an Australian shopper.

export interface DealershipPlace {
  street: string;
  city: string;
  state: AustralianState;
  postcode: string;
  lat: number;
  long: number;
  phone: string; // sales
  servicePhone: string;
  partsPhone: string;
  timezone: string;
  dealerLicence: string;
  motorRepairer: string | null;
}

export const dealershipPlaces: Record<string, DealershipPlace> = {
  'southern-cross-dandenong': {
    street: '1520 Princes Highway',
    city: 'Dandenong',
    state: 'VIC',
    postcode: '3175',
    lat: -37.9869,
    long: 145.2093,
    phone: '03 9794 1100',
    servicePhone: '03 9794 1150',
    partsPhone: '03 9794 1170',
    timezone: 'Australia/Melbourne',
    dealerLicence: '0012345',
    motorRepairer: 'MRB 44102',
  },
  'southern-cross-ringwood': {
    street: '255 Maroondah Highway',
    city: 'Ringwood',
    state: 'VIC',
    postcode: '3134',
    lat: -37.8136,
    long: 145.2262,
    phone: '03 9870 2200',
    servicePhone: '03 9870 2250',
    partsPhone: '03 9870 2270',
    timezone: 'Australia/Melbourne',
    dealerLicence: '0012346',
    motorRepairer: 'MRB 44103',
  },
  'southern-cross-parramatta': {
    street: '45 Church Street',
    city: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    lat: -33.8193,
    long: 151.0038,
    phone: '02 9635 3300',
    servicePhone: '02 9635 3350',
    partsPhone: '02 9635 3370',
    timezone: 'Australia/Sydney',
    dealerLicence: 'MD 082214',
    motorRepairer: 'MVRL 52233',
  },
  'harbour-city-five-dock': {
    street: '88 Parramatta Road',
    city: 'Five Dock',
    state: 'NSW',
    postcode: '2046',
    lat: -33.8668,
    long: 151.1292,
    phone: '02 9713 4400',
    servicePhone: '02 9713 4450',
    partsPhone: '02 9713 4470',
    timezone: 'Australia/Sydney',
    dealerLicence: 'MD 071234',
    motorRepairer: 'MVRL 40871',
  },
  'swan-valley-toyota-midland': {
    street: '190 Great Eastern Highway',
    city: 'Midland',
    state: 'WA',
    postcode: '6056',
    lat: -31.8894,
    long: 116.0103,
    phone: '08 9274 0100',
    servicePhone: '08 9274 0150',
    partsPhone: '08 9274 0170',
    timezone: 'Australia/Perth',
    dealerLicence: 'DL 12877',
    motorRepairer: 'MRB 5561',
  },
  'swan-valley-toyota-morley': {
    street: '12 Walter Road West',
    city: 'Morley',
    state: 'WA',
    postcode: '6062',
    lat: -31.8897,
    long: 115.9036,
    phone: '08 9375 0200',
    servicePhone: '08 9375 0250',
    partsPhone: '08 9375 0270',
    timezone: 'Australia/Perth',
    dealerLicence: 'DL 12878',
    motorRepairer: 'MRB 5562',
  },
  'sunshine-coast-caravans-caloundra': {
    street: '12 Enterprise Street',
    city: 'Caloundra West',
    state: 'QLD',
    postcode: '4551',
    lat: -26.793,
    long: 153.0885,
    phone: '07 5491 8800',
    servicePhone: '07 5491 8850',
    partsPhone: '07 5491 8870',
    timezone: 'Australia/Brisbane',
    dealerLicence: '3456789',
    motorRepairer: null,
  },
  'sunshine-coast-caravans-maroochydore': {
    street: '35 Maroochydore Road',
    city: 'Kuluin',
    state: 'QLD',
    postcode: '4558',
    lat: -26.6578,
    long: 153.0633,
    phone: '07 5443 2100',
    servicePhone: '07 5443 2150',
    partsPhone: '07 5443 2170',
    timezone: 'Australia/Brisbane',
    dealerLicence: '3456790',
    motorRepairer: null,
  },
};

/** Places for dealerships a deployment adds without a table entry: real suburbs, in turn. */
export const fallbackPlaces: readonly Omit<DealershipPlace, 'dealerLicence' | 'motorRepairer'>[] = [
  {
    street: '301 Parramatta Road',
    city: 'Auburn',
    state: 'NSW',
    postcode: '2144',
    lat: -33.8541,
    long: 151.0318,
    phone: '02 9648 1200',
    servicePhone: '02 9648 1250',
    partsPhone: '02 9648 1270',
    timezone: 'Australia/Sydney',
  },
  {
    street: '60 Springvale Road',
    city: 'Nunawading',
    state: 'VIC',
    postcode: '3131',
    lat: -37.8202,
    long: 145.176,
    phone: '03 9894 3300',
    servicePhone: '03 9894 3350',
    partsPhone: '03 9894 3370',
    timezone: 'Australia/Melbourne',
  },
  {
    street: '2020 Logan Road',
    city: 'Upper Mount Gravatt',
    state: 'QLD',
    postcode: '4122',
    lat: -27.5569,
    long: 153.0827,
    phone: '07 3849 4400',
    servicePhone: '07 3849 4450',
    partsPhone: '07 3849 4470',
    timezone: 'Australia/Brisbane',
  },
  {
    street: '1000 South Road',
    city: 'Edwardstown',
    state: 'SA',
    postcode: '5039',
    lat: -34.9779,
    long: 138.571,
    phone: '08 8277 5500',
    servicePhone: '08 8277 5550',
    partsPhone: '08 8277 5570',
    timezone: 'Australia/Adelaide',
  },
  {
    street: '155 Albany Highway',
    city: 'Victoria Park',
    state: 'WA',
    postcode: '6100',
    lat: -31.9752,
    long: 115.896,
    phone: '08 9361 6600',
    servicePhone: '08 9361 6650',
    partsPhone: '08 9361 6670',
    timezone: 'Australia/Perth',
  },
];

/** Australian plate styles by state, as patterns: L a letter, D a digit. */
export const regoPlatePatterns: Record<AustralianState, readonly string[]> = {
  NSW: ['LLDDLL', 'LLLDDL'],
  VIC: ['LLLDDD', 'DLLDLL'],
  QLD: ['DDDLLL'],
  WA: ['DLLLDDD'],
  SA: ['SDDDLLL'],
  TAS: ['LDDLL'],
  ACT: ['YLLDDL'],
  NT: ['CLDDLL'],
};
