import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultServiceAdvantage,
  serviceAdvantageByModel,
  serviceAdvantageFor,
  serviceBookingHref,
} from './service-advantage';

describe('serviceAdvantageFor (spec §9 Toyota Service Advantage)', () => {
  it('defaults to $250, 5 years, 5 services, every 12 months or 15,000km, 75,000km', () => {
    expect(defaultServiceAdvantage).toEqual({
      amount: 250,
      pricePerService: '$250',
      years: 5,
      services: 5,
      intervalMonths: 12,
      intervalKm: 15_000,
      rangeKm: 75_000,
      interval: 'every 12 months or 15,000km',
      range: '75,000km',
    });
  });

  it.each([
    // model, amount, years, services, interval, range
    ['Coaster', 485, 3, 6, 'every 6 months or 10,000km', '60,000km'],
    ['HiAce', 290, 3, 6, 'every 6 months or 10,000km', '60,000km'],
    ['Granvia', 290, 3, 6, 'every 6 months or 10,000km', '60,000km'],
    ['HiLux', 290, 3, 6, 'every 6 months or 10,000km', '60,000km'],
    ['Fortuner', 290, 3, 6, 'every 6 months or 10,000km', '60,000km'],
    ['Prado', 390, 5, 10, 'every 6 months or 10,000km', '100,000km'],
    ['LandCruiser Prado', 390, 5, 10, 'every 6 months or 10,000km', '100,000km'],
    ['LandCruiser 70', 525, 5, 10, 'every 6 months or 10,000km', '100,000km'],
    ['LandCruiser 300', 400, 5, 10, 'every 6 months or 10,000km', '100,000km'],
    ['Tundra', 400, 5, 10, 'every 6 months or 10,000km', '100,000km'],
    ['bZ4X', 180, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    ['Corolla', 245, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    ['Yaris', 245, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    ['Camry', 255, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    ['Yaris Cross', 250, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    ['C-HR', 250, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    ['Corolla Cross', 250, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    ['RAV4', 260, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    ['Kluger', 265, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    // matching: case, spacing, trailing words, and models not in the table
    ['hilux', 290, 3, 6, 'every 6 months or 10,000km', '60,000km'],
    ['HiLux SR5 4x4', 290, 3, 6, 'every 6 months or 10,000km', '60,000km'],
    ['  rav4  ', 260, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    ['Yaris Cross GXL', 250, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    ['GR Yaris (not a Yaris)', 250, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    ['GR86', 250, 5, 5, 'every 12 months or 15,000km', '75,000km'],
    ['Land Cruiser 300', 400, 5, 10, 'every 6 months or 10,000km', '100,000km'],
  ] as const)('%s', (model, amount, years, services, interval, range) => {
    const plan = serviceAdvantageFor(model.replace(/ \(.*\)$/, ''));
    expect(plan).toMatchObject({ amount, years, services, interval, range });
  });

  it('uses 6 months or 10,000km exactly for 6 or 10 services, and covers services x interval', () => {
    for (const plan of Object.values(serviceAdvantageByModel)) {
      const short = plan.services === 6 || plan.services === 10;
      expect(plan.intervalMonths).toBe(short ? 6 : 12);
      expect(plan.intervalKm).toBe(short ? 10_000 : 15_000);
      expect(plan.rangeKm).toBe(plan.services * plan.intervalKm);
    }
  });

  it('answers a plan from the table or the default for any model name', () => {
    const plans = new Set([defaultServiceAdvantage, ...Object.values(serviceAdvantageByModel)]);
    fc.assert(
      fc.property(fc.string(), (model) => {
        expect(plans.has(serviceAdvantageFor(model))).toBe(true);
      }),
    );
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'answers the default plan for a model named like an object property (%s)',
    (model) => expect(serviceAdvantageFor(model)).toBe(defaultServiceAdvantage),
  );
});

describe('serviceBookingHref (spec §2 service booking)', () => {
  it('books on the dealer microsite where the site has one, else /genuine-service', () => {
    expect(serviceBookingHref({ microsite: 'https://swanvalleytoyota.toyota.com.au' })).toBe(
      'https://swanvalleytoyota.toyota.com.au/service-booking',
    );
    expect(serviceBookingHref({ microsite: null })).toBe('/genuine-service');
  });
});
