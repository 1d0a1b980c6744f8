import { describe, expect, it } from 'vitest';
import { demoSites } from './demo-sites';
import { nextHolidaySeason } from './demo-sites/special-hours';
import { parseSite } from './load';
import { type SiteInput } from './schema';

// spec §3 special hours entries, §4 fortnightly weekend hours, §9 'Closed' text: the site's
// `hours` section, its defaults and the demo sites' holidays.

const minimal: SiteInput = {
  id: 9,
  slug: 'test-motors',
  name: 'Test Motors',
  url: 'https://test.example.com.au',
  template: 'generic',
  dealershipId: 1,
  dealerships: [{ id: 1, slug: 'test-motors', name: 'Test Motors' }],
  theme: { brand: 'generic' },
};

describe('site hours', () => {
  it('defaults to no special hours, "Closed" and every Saturday as usual', () => {
    expect(parseSite(minimal).hours).toEqual({
      specialHours: [],
      closedText: 'Closed',
      fortnightlyAppointmentSaturdayFrom: null,
    });
  });

  it('normalises both special hours shapes to one', () => {
    const site = parseSite({
      ...minimal,
      hours: {
        specialHours: [
          {
            date: '2026-12-26',
            location_id: 101,
            status: 'Open',
            start_hour: '9:00',
            end_hour: '13:00',
          },
          {
            date: '2026-12-26',
            location: { id: 102 },
            status: 'Open',
            hours: { begin: '9:00', end: '13:00' },
          },
        ],
      },
    });
    const [sales, service] = site.hours.specialHours;
    expect(sales).toEqual({
      date: '2026-12-26',
      locationId: 101,
      status: 'Open',
      open: '09:00',
      close: '13:00',
      occasion: null,
    });
    expect(service).toEqual({ ...sales, locationId: 102 });
  });

  it.each([
    [
      { fortnightlyAppointmentSaturdayFrom: '2025-06-15' },
      'hours.fortnightlyAppointmentSaturdayFrom',
    ],
    [
      { specialHours: [{ date: '2026-12-26', location_id: 101, status: 'Open' }] },
      'hours.specialHours.0',
    ],
    [{ closedText: '' }, 'hours.closedText'],
  ])('names the field of %j', (hours, field) => {
    expect(() => parseSite({ ...minimal, hours } as SiteInput)).toThrow(field);
  });

  it('gives every demo site Christmas, Boxing Day, New Year and Australia Day at each location', () => {
    for (const input of demoSites) {
      const site = parseSite(input);
      const locationIds = site.dealerships.flatMap((d) => [1, 2, 3].map((n) => d.id * 100 + n));
      for (const id of locationIds) {
        const days = site.hours.specialHours.filter((entry) => entry.locationId === id);
        const season = nextHolidaySeason(new Date());
        expect(days.map((d) => [d.date, d.status, d.open, d.close])).toEqual([
          [season.christmas, 'Closed', null, null],
          [season.boxingDay, 'Open', '09:00', '13:00'],
          [season.newYear, 'Closed', null, null],
          [season.australiaDay, 'Closed', null, null],
        ]);
      }
    }
  });

  it.each([
    ['2026-11-25', '2026-12-25', '2027-01-26'],
    ['2026-12-26', '2026-12-25', '2027-01-26'],
    ['2026-12-27', '2026-12-25', '2027-01-26'],
    ['2027-01-26', '2026-12-25', '2027-01-26'],
    ['2027-01-27', '2027-12-25', '2028-01-26'],
  ])(
    'on %s the demo holidays are Christmas %s to Australia Day %s',
    (today, christmas, australiaDay) => {
      expect(nextHolidaySeason(new Date(`${today}T12:00:00Z`))).toMatchObject({
        christmas,
        australiaDay,
      });
    },
  );

  it('turns the fortnightly Saturday on for the Toyota demo site only', () => {
    const from = Object.fromEntries(
      demoSites.map((input) => [
        input.slug,
        parseSite(input).hours.fortnightlyAppointmentSaturdayFrom,
      ]),
    );
    expect(from).toMatchObject({
      'swan-valley-toyota': '2025-06-14',
      'southern-cross-motors': null,
    });
  });
});
