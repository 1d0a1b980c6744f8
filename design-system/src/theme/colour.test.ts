import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accentShades,
  contrastRatio,
  LIGHT_PANEL,
  parseHex,
  readableOnLight,
  readableTextOn,
  relativeLuminance,
  shade,
  shadeKeepingText,
  tint,
  toHex,
  WHITE,
} from './colour';
import { brandTokens, brands } from './tokens';

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

  it('reads on every background it is given', () => {
    const grey = parseHex('#767676')!;
    expect(toHex(readableOnLight(grey))).toBe('#767676');
    const onPanel = readableOnLight(grey, WHITE, LIGHT_PANEL);
    expect(contrastRatio(onPanel, LIGHT_PANEL)).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onPanel)).toBeLessThan(relativeLuminance(grey));
  });
});

describe('shade and tint', () => {
  it.each([
    ['#ffffff', 0.5, '#808080', '#ffffff'],
    ['#000000', 0.5, '#000000', '#808080'],
    ['#1d4ed8', 0, '#1d4ed8', '#1d4ed8'],
    ['#1d4ed8', 1, '#000000', '#ffffff'],
  ])('%s by %d: shade %s, tint %s', (hex, amount, shaded, tinted) => {
    expect(toHex(shade(parseHex(hex)!, amount))).toBe(shaded);
    expect(toHex(tint(parseHex(hex)!, amount))).toBe(tinted);
  });
});

describe('shadeKeepingText', () => {
  it.each([
    // White label: darker only helps, so the full amount is used.
    ['#1d4ed8', '#ffffff', 0.12, '#1a45be'],
    // Dark label on an orange that only just passes: the shade backs off to stay at 4.5:1.
    ['#f05203', '#111827', 0.12, '#e44e03'],
  ])('%s with %s text, up to %d darker, is %s', (hex, text, amount, expected) => {
    const result = shadeKeepingText(parseHex(hex)!, amount, parseHex(text)!);
    expect(toHex(result)).toBe(expected);
    expect(contrastRatio(result, parseHex(text)!)).toBeGreaterThanOrEqual(4.5);
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

  it('keeps the label at AA when the accent is hovered or pressed', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const s = accentShades(parseHex(colour)!);
        const label = parseHex(s.contrast)!;
        expect(contrastRatio(parseHex(s.hover)!, label)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(parseHex(s.active)!, label)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('never makes hover or active lighter than the accent', () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const s = accentShades(parseHex(colour)!);
        const lum = (h: string) => relativeLuminance(parseHex(h)!);
        expect(lum(s.hover)).toBeLessThanOrEqual(lum(s.accent));
        expect(lum(s.active)).toBeLessThanOrEqual(lum(s.hover));
      }),
    );
  });

  it("gives a link colour readable on the soft tint and on every brand's surfaces", () => {
    const surfaces = brands.flatMap((brand) => [
      brandTokens[brand].surface,
      brandTokens[brand].surfaceSunken,
    ]);
    fc.assert(
      fc.property(hex, (colour) => {
        const s = accentShades(parseHex(colour)!);
        const text = parseHex(s.text)!;
        for (const background of [s.soft, '#ffffff', ...surfaces]) {
          expect(contrastRatio(text, parseHex(background)!)).toBeGreaterThanOrEqual(4.5);
        }
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
