import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accentShades,
  contrastRatio,
  parseHex,
  readableOnLight,
  readableTextOn,
  toHex,
  WHITE,
} from './colour';

describe('parseHex', () => {
  it.each([
    ['#0f766e', [15, 118, 110]],
    ['#FFF', [255, 255, 255]],
    [' #eb0a1e ', [235, 10, 30]],
    ['red', null],
    ['#12345', null],
    ['#0f766e; background: url(x)', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (input, expected) => expect(parseHex(input as string)).toEqual(expected));
});

describe('contrast', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#eb0a1e', '#ffffff', 4.61],
  ])('contrast of %s on %s is about %d', (a, b, ratio) =>
    expect(contrastRatio(parseHex(a)!, parseHex(b)!)).toBeCloseTo(ratio, 1),
  );

  it.each([
    ['#0f766e', '#ffffff'],
    ['#fde047', '#111827'],
    ['#eb0a1e', '#ffffff'],
    ['#a3e635', '#111827'],
  ])('text on %s is %s', (bg, text) => expect(toHex(readableTextOn(parseHex(bg)!))).toBe(text));

  it('darkens a light accent until it reads as text on white', () => {
    const yellow = parseHex('#fde047')!;
    expect(contrastRatio(readableOnLight(yellow), WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('accentShades', () => {
  const hex = fc
    .tuple(
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
    )
    .map((rgb) => toHex(rgb));

  it('always gives text on the accent at least AA contrast (4.5:1)', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const shades = accentShades(parseHex(colour)!);
        expect(
          contrastRatio(parseHex(shades.accent)!, parseHex(shades.contrast)!),
        ).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('always gives a link colour readable on white', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const shades = accentShades(parseHex(colour)!);
        expect(contrastRatio(parseHex(shades.text)!, WHITE)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('makes hover darker than the accent and active darker still', () => {
    const s = accentShades(parseHex('#1d4ed8')!);
    const lum = (h: string) => contrastRatio(parseHex(h)!, WHITE);
    expect(lum(s.hover)).toBeGreaterThan(lum(s.accent));
    expect(lum(s.active)).toBeGreaterThan(lum(s.hover));
  });
});
