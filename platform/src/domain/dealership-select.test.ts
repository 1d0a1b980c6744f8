import { describe, expect, it } from 'vitest';
import {
  dealershipChoices,
  type DealershipSelectRule,
  dealershipLabel,
  leadFormLocationType,
} from './dealership-select';

// spec §2 dealership select: filter by make and location type, the city instead of the name,
// or a fixed list.

const place = (
  id: number,
  name: string,
  locationType: 'sales' | 'service' | 'parts',
  city: string,
  manufacturers: string[] = [],
  visible = true,
) => ({ id, name, locationType, city, manufacturers, visible });
const locations = [
  place(101, 'Southern Cross Dandenong - Sales', 'sales', 'Dandenong', ['Toyota']),
  place(102, 'Southern Cross Dandenong - Service', 'service', 'Dandenong', ['Toyota']),
  place(201, 'Southern Cross Ringwood - Sales', 'sales', 'Ringwood', ['Mazda', 'Kia']),
  place(202, 'Southern Cross Ringwood - Service', 'service', 'Ringwood', ['Mazda', 'Kia']),
  place(301, 'Southern Cross Parramatta - Sales', 'sales', 'Parramatta', ['Mercedes-Benz']),
  place(401, 'Southern Cross Ringwood East - Sales', 'sales', 'Ringwood', ['Kia']),
  place(501, 'Southern Cross Geelong - Sales', 'sales', 'Geelong', ['Toyota'], false),
].map(({ city, ...l }) => ({ ...l, address: { city } as never }));

const rule = (over: Partial<DealershipSelectRule> = {}): DealershipSelectRule => ({
  locationType: 'sales',
  make: null,
  showCity: false,
  locationIds: [],
  excludedLocationIds: [],
  ...over,
});
const choices = (over: Partial<DealershipSelectRule>) =>
  dealershipChoices(locations, rule(over)).map((c) => `${c.id} ${c.name}`);

describe('dealershipChoices', () => {
  it.each<[string, Partial<DealershipSelectRule>, string[]]>([
    [
      'the visible sales locations, named without their type',
      {},
      [
        '101 Southern Cross Dandenong',
        '201 Southern Cross Ringwood',
        '301 Southern Cross Parramatta',
        '401 Southern Cross Ringwood East',
      ],
    ],
    [
      'a service form: the service locations',
      { locationType: 'service' },
      ['102 Southern Cross Dandenong', '202 Southern Cross Ringwood'],
    ],
    [
      'a type the site has none of: its sales locations',
      { locationType: 'parts', make: 'Toyota' },
      ['101 Southern Cross Dandenong'],
    ],
    [
      'filtered by make',
      { make: 'Kia' },
      ['201 Southern Cross Ringwood', '401 Southern Cross Ringwood East'],
    ],
    ['a make as written differently', { make: 'mercedes benz' }, ['301 Southern Cross Parramatta']],
    ['a make no location sells: none', { make: 'Ford' }, []],
    [
      'by city, except where two share one',
      { showCity: true },
      [
        '101 Dandenong',
        '201 Southern Cross Ringwood',
        '301 Parramatta',
        '401 Southern Cross Ringwood East',
      ],
    ],
    ['by city, of one make', { showCity: true, make: 'Mazda' }, ['201 Ringwood']],
    [
      'a fixed list, in its order, whatever the type and make',
      { locationIds: [301, 102], make: 'Kia' },
      ['301 Southern Cross Parramatta', '102 Southern Cross Dandenong'],
    ],
    [
      'never an excluded location (spec §9)',
      { excludedLocationIds: [201, 999] },
      [
        '101 Southern Cross Dandenong',
        '301 Southern Cross Parramatta',
        '401 Southern Cross Ringwood East',
      ],
    ],
    [
      'an excluded location out of a fixed list too, and its city then its own',
      { locationIds: [201, 401], excludedLocationIds: [201], showCity: true },
      ['401 Ringwood'],
    ],
    [
      'a fixed list leaves out a hidden or unknown location',
      { locationIds: [501, 999, 201] },
      ['201 Southern Cross Ringwood'],
    ],
  ])('%s', (_name, over, expected) => {
    expect(choices(over)).toEqual(expected);
  });

  it('names a location by its type-less name, and each form by the kind of location it goes to', () => {
    expect(dealershipLabel({ name: 'Harbour City Cars - Parts' })).toBe('Harbour City Cars');
    expect(dealershipLabel({ name: 'Sales Direct' })).toBe('Sales Direct');
    expect(leadFormLocationType('service')).toBe('service');
    expect(leadFormLocationType('parts')).toBe('parts');
    expect(leadFormLocationType('test-drive')).toBe('sales');
  });
});
