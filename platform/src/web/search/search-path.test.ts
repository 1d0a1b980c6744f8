import { describe, expect, it } from 'vitest';
import { resolveSearchPath } from './search-path';

const ctx = {
  makes: ['Toyota', 'Mercedes-Benz', 'Mazda'],
  models: new Map([
    ['Toyota', ['RAV4', 'LandCruiser Prado']],
    ['Mercedes-Benz', ['C-Class']],
  ]),
  locations: [{ slug: 'southern-cross-ringwood-sales', name: 'Southern Cross Ringwood' }],
  dealerships: [{ slug: 'southern-cross-ringwood', name: 'Southern Cross Ringwood' }],
  vehicleNoun: 'Cars',
};

describe('resolveSearchPath', () => {
  it.each([
    [[], null, 'Search Cars'],
    [['used-cars'], 'car_type IN ["used"]', 'Used Cars'],
    [['demo-cars'], 'car_type IN ["demo"]', 'Demo Cars'],
    [['new-and-demo-cars'], 'car_type IN ["new", "demo"]', 'New and Demo Cars'],
    [['new-used-and-demo-cars'], 'car_type IN ["new", "used", "demo"]', 'New, Used and Demo Cars'],
    [['toyota'], 'make = "Toyota"', 'Toyota Cars'],
    [['Toyota', 'rav4'], 'make = "Toyota" AND model = "RAV4"', 'Toyota RAV4 Cars'],
    [
      ['toyota', 'landcruiser-prado'],
      'make = "Toyota" AND model = "LandCruiser Prado"',
      'Toyota LandCruiser Prado Cars',
    ],
    [
      ['mercedes-benz', 'c-class'],
      'make = "Mercedes-Benz" AND model = "C-Class"',
      'Mercedes-Benz C-Class Cars',
    ],
    [
      ['southern-cross-ringwood-sales'],
      'location_slug = "southern-cross-ringwood-sales"',
      'Cars at Southern Cross Ringwood',
    ],
    [
      ['southern-cross-ringwood'],
      'dealership_slug = "southern-cross-ringwood"',
      'Cars at Southern Cross Ringwood',
    ],
  ])('%j means %s', (segments, filter, heading) => {
    expect(resolveSearchPath(segments, ctx)).toMatchObject({ filter, heading });
  });

  it('understands the caravan template’s paths', () => {
    expect(resolveSearchPath(['used-caravans'], { ...ctx, vehicleNoun: 'Caravans' })).toMatchObject(
      {
        filter: 'car_type IN ["used"]',
        heading: 'Used Caravans',
      },
    );
  });

  it.each([[['holden']], [['toyota', 'camry']], [['toyota', 'rav4', 'gx']], [['old-cars']]])(
    '%j is not found',
    (segments) => {
      expect(resolveSearchPath(segments, ctx)).toBeNull();
    },
  );
});
