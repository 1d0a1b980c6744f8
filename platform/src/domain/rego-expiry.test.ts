import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regoExpiry } from './rego-expiry';
import { testNow } from './vehicle-page.fixtures';

const shows = { features: { showUnregistered: true } };
const hides = { features: { showUnregistered: false } };
const perth = 'Australia/Perth';

describe('regoExpiry (spec §5 rego expiry)', () => {
  // testNow is 20 November 2026, 10:00 in Perth
  it.each([
    ['a future date', '2027-03-14', shows, 'Expires on 14 March 2027'],
    ['a future date where Unregistered is off', '2027-03-14', hides, 'Expires on 14 March 2027'],
    ['expiring today (still registered)', '2026-11-20', hides, 'Expires on 20 November 2026'],
    ['a past date where the site shows Unregistered', '2026-11-19', shows, 'Unregistered'],
    ['a past date elsewhere', '2026-11-19', hides, null],
    ['no date', null, shows, null],
    ['an unreadable date', 'soon', shows, null],
    ['a date with a time', '2027-03-14T00:00:00Z', hides, 'Expires on 14 March 2027'],
  ] as const)('%s', (_name, expiry, site, expected) => {
    expect(regoExpiry(expiry, site, testNow, perth)?.text ?? null).toBe(expected);
  });

  it('judges the day on the location’s clock', () => {
    const lateEvening = new Date('2026-11-19T14:30:00Z'); // 22:30 19th in Perth, 01:30 20th in Sydney
    expect(regoExpiry('2026-11-19', shows, lateEvening, perth)?.kind).toBe('expires');
    expect(regoExpiry('2026-11-19', shows, lateEvening, 'Australia/Sydney')?.kind).toBe(
      'unregistered',
    );
  });

  it('says Expires on for every date from today on, and never for a past one', () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.boolean(), (offset, on) => {
        const date = new Date(Date.UTC(2026, 10, 20) + offset * day).toISOString().slice(0, 10);
        const shown = regoExpiry(date, { features: { showUnregistered: on } }, testNow, perth);
        if (offset >= 0) expect(shown?.text).toMatch(/^Expires on \d{1,2} [A-Z][a-z]+ \d{4}$/);
        else expect(shown).toEqual(on ? { kind: 'unregistered', text: 'Unregistered' } : null);
      }),
    );
  });
});
