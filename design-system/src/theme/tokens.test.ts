import { describe, expect, it } from 'vitest';
import { contrastRatio, LIGHT_PANEL, parseHex, relativeLuminance } from './colour';
import { type BrandTokens, brandTokens, brands, makeTokens } from './tokens';

type Key = keyof BrandTokens;

// Every pair of colours the components put together, with the WCAG 2.2 AA minimum for it:
// 4.5:1 for text, 3:1 for focus rings and the borders of controls.
const pairs: [foreground: Key, background: Key, minimum: number, where: string][] = [
  ['neutral', 'surface', 4.5, 'body text'],
  ['neutral', 'surfaceSunken', 4.5, 'text on panels'],
  ['neutral', 'accentSoft', 4.5, 'soft button label'],
  ['muted', 'surface', 4.5, 'secondary text'],
  ['muted', 'surfaceSunken', 4.5, 'secondary text on panels'],
  ['accentContrast', 'accent', 4.5, 'solid button label'],
  ['accentContrast', 'accentHover', 4.5, 'solid button label on hover'],
  ['accentContrast', 'accentActive', 4.5, 'solid button label when pressed'],
  ['accentText', 'surface', 4.5, 'links and ghost buttons'],
  ['accentText', 'surfaceSunken', 4.5, 'links on panels'],
  ['accentText', 'accentSoft', 4.5, 'ghost button label on hover'],
  ['brandContrast', 'brand', 4.5, 'footer text and its focus ring'],
  ['focus', 'surface', 3, 'focus ring'],
  ['focus', 'surfaceSunken', 3, 'focus ring on panels'],
  ['borderStrong', 'surface', 3, 'control borders'],
];

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

describe.each(brands)('%s brand colours', (brand) => {
  const tokens = brandTokens[brand];
  it.each(pairs)('%s on %s is at least %d:1 (%s)', (foreground, background, minimum) => {
    expect(
      ratio(tokens[foreground] as string, tokens[background] as string),
    ).toBeGreaterThanOrEqual(minimum);
  });

  it('keeps its panels at least as light as the panel dealer link colours are checked on', () => {
    for (const key of ['surface', 'surfaceRaised', 'surfaceSunken'] as const) {
      expect(relativeLuminance(parseHex(tokens[key])!), key).toBeGreaterThanOrEqual(
        relativeLuminance(LIGHT_PANEL),
      );
    }
  });

  it('uses only hex colours', () => {
    for (const key of Object.keys(tokens) as Key[]) {
      if (/^(accent|brand|surface|neutral|muted|border|focus)/.test(key)) {
        expect(parseHex(tokens[key]), key).not.toBeNull();
      }
    }
  });
});

describe('brands', () => {
  it('are visibly distinct: accent, corners and type differ between every pair', () => {
    for (const a of brands) {
      for (const b of brands) {
        if (a === b) continue;
        expect(brandTokens[a].accent).not.toBe(brandTokens[b].accent);
        expect(brandTokens[a].radius).not.toBe(brandTokens[b].radius);
        expect(brandTokens[a].fontBody).not.toBe(brandTokens[b].fontBody);
      }
    }
  });

  it('carry Toyota red on the toyota brand', () => {
    expect(brandTokens.toyota.accent.toLowerCase()).toBe('#eb0a1e');
  });
});

describe('makeTokens', () => {
  it('keeps the base and applies only the overrides given', () => {
    const made = makeTokens(brandTokens.generic, { accent: '#0f766e' });
    expect(made.accent).toBe('#0f766e');
    expect(made.surface).toBe(brandTokens.generic.surface);
    expect(brandTokens.generic.accent).not.toBe('#0f766e');
  });
});
