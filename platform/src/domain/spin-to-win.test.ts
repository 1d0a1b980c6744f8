import { describe, expect, it } from 'vitest';
import { getSiteBySlug, type Site, type SpinToWinSlot } from '@dealer/site-config';
import {
  claimCode,
  drawSlot,
  slotForDraw,
  slotsStillToWin,
  spinResultText,
  spinToWinEnded,
  spinToWinOf,
  totalWeight,
} from './spin-to-win';

const slot = (id: string, weight: number, quantity: number | null = null, wins = true) =>
  ({ id, label: id, weight, quantity, wins }) satisfies SpinToWinSlot;

const wheel = [slot('fuel', 2, 3), slot('coffee', 3), slot('none', 5, null, false)];

describe('spinToWinOf', () => {
  const toyota = getSiteBySlug('swan-valley-toyota') as Site;

  it('is the promotion of a site with accounts that gates its page', () => {
    expect(spinToWinOf(toyota)?.id).toBe('summer-spin-2026');
  });

  it.each([
    ['authentication off', { authentication: false }],
    ['the page not gated', { gatedRoutes: ['checkout' as const] }],
  ])('is none with %s', (_why, features) => {
    expect(spinToWinOf({ ...toyota, features: { ...toyota.features, ...features } })).toBeNull();
  });

  it('is none on a site without a promotion', () => {
    expect(spinToWinOf({ ...toyota, spinToWin: null })).toBeNull();
  });
});

describe('spinToWinEnded', () => {
  const perth = 'Australia/Perth';
  it.each([
    [null, '2030-01-01T00:00:00Z', false],
    // the last day runs to midnight on the site's clock (Perth is UTC+8)
    ['2026-12-31', '2026-12-31T15:59:00Z', false],
    ['2026-12-31', '2026-12-31T16:00:00Z', true],
    ['2026-12-31', '2026-12-01T00:00:00Z', false],
  ])('ending %s, at %s: %s', (endsOn, at, ended) => {
    expect(spinToWinEnded({ endsOn }, new Date(at), perth)).toBe(ended);
  });
});

describe('slotsStillToWin', () => {
  it('leaves out a prize once its quantity is won, and keeps unlimited slots', () => {
    expect(slotsStillToWin(wheel, {}).map((s) => s.id)).toEqual(['fuel', 'coffee', 'none']);
    expect(slotsStillToWin(wheel, { fuel: 2, coffee: 900 }).map((s) => s.id)).toEqual([
      'fuel',
      'coffee',
      'none',
    ]);
    expect(slotsStillToWin(wheel, { fuel: 3 }).map((s) => s.id)).toEqual(['coffee', 'none']);
  });
});

describe('slotForDraw', () => {
  it('hits each slot by its weight: draws 0-1 fuel, 2-4 coffee, 5-9 none', () => {
    expect(totalWeight(wheel)).toBe(10);
    const hits = Array.from({ length: 10 }, (_, draw) => slotForDraw(wheel, draw).id);
    expect(hits).toEqual([
      'fuel',
      'fuel',
      'coffee',
      'coffee',
      'coffee',
      'none',
      'none',
      'none',
      'none',
      'none',
    ]);
  });

  it('refuses a draw outside the wheel, and a wheel with no slot', () => {
    expect(() => slotForDraw(wheel, 10)).toThrow(RangeError);
    expect(() => slotForDraw([], 0)).toThrow('A spin needs a slot to land on');
  });

  it('draws below the total weight', () => {
    const asked: number[] = [];
    const drawn = drawSlot(wheel, (below) => {
      asked.push(below);
      return below - 1;
    });
    expect(asked).toEqual([10]);
    expect(drawn.id).toBe('none');
  });
});

describe('claimCode', () => {
  it('is eight readable characters in two groups', () => {
    let i = 0;
    const code = claimCode((below) => i++ % below);
    expect(code).toBe('ABCD-EFGH');
    expect(claimCode(() => 30)).toBe('9999-9999');
    expect(claimCode((below) => Math.floor(Math.random() * below))).toMatch(
      /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/,
    );
  });
});

describe('spinResultText', () => {
  it('names the prize, or thanks a shopper who won nothing', () => {
    expect(spinResultText({ label: '$50 fuel card', wins: true })).toBe('You won $50 fuel card!');
    expect(spinResultText({ label: 'Better luck next time', wins: false })).toBe(
      'Better luck next time. Thanks for playing.',
    );
  });
});
