import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, shade, toHex } from './colour';
import {
  accentContrastFailures,
  accentContrastPairs,
  contrastFailureText,
  nearestPassingAccent,
  nearestPassingColour,
  themeContrastFailures,
  themeContrastPairs,
} from './contrast';
import { brands, brandTokens } from './tokens';

// WCAG 2.2 AA for a dealer's accent in each brand's theme, and the nearest passing shade.

describe('accentContrastFailures', () => {
  it.each([
    ['a deep blue', '#1d4ed8'],
    ['Toyota red', '#eb0a1e'],
    ['a teal (Harbour City Cars)', '#0f766e'],
    ['a mid grey: dark labels, the accent still 3:1 on white', '#888888'],
    ['black', '#000000'],
  ])('%s passes in every brand', (_case, accent) => {
    for (const brand of brands) expect(accentContrastFailures(accent, brand), brand).toEqual([]);
  });

  it.each([
    ['a pale yellow', '#ffe066', 1.3],
    ['a sky blue', '#7dd3fc', 1.67],
    ['an amber', '#f59e0b', 2.15],
    ['white', '#ffffff', 1],
    ['a short hex', '#abc', 1.96],
  ])(
    '%s fails as a button or selected tag on the page and its panels (3:1), not as text',
    (_case, accent, onPage) => {
      const failures = accentContrastFailures(accent, 'generic');
      expect(failures.map((f) => f.pair)).toEqual([
        'a solid button or selected tag on the page',
        'a solid button or selected tag on a raised panel',
        'a solid button or selected tag on a sunken panel',
      ]);
      expect(failures[0]).toMatchObject({ token: 'accent', ratio: onPage, required: 3 });
    },
  );

  it('names the pair, both colours and the ratio in one line', () => {
    expect(contrastFailureText(accentContrastFailures('#ffe066', 'generic')[0]!)).toBe(
      'a solid button or selected tag on the page: #ffe066 on #ffffff is 1.3:1, under 3:1',
    );
  });

  it('checks each label and link pair at 4.5:1 and each accent pair at 3:1', () => {
    const pairs = accentContrastPairs('#0f766e', 'caravan')!;
    expect(pairs.map((p) => [p.token, p.required])).toEqual([
      ['accentContrast', 4.5],
      ['accentContrast', 4.5],
      ['accentContrast', 4.5],
      ['accent', 3],
      ['accent', 3],
      ['accent', 3],
      ['accentText', 4.5],
      ['accentText', 4.5],
      ['accentText', 4.5],
      ['accentText', 4.5],
    ]);
    // the page of the caravan brand is its own cream, not white
    expect(pairs[3]!.background).toBe(brandTokens.caravan.surface);
  });

  it("passes every brand's own accent", () => {
    for (const brand of brands) {
      expect(accentContrastFailures(brandTokens[brand].accent, brand), brand).toEqual([]);
    }
  });

  it('is nothing for what is not a hex colour', () => {
    expect(accentContrastPairs('teal', 'generic')).toBeNull();
    expect(accentContrastFailures('teal', 'generic')).toEqual([]);
  });
});

describe('nearestPassingAccent', () => {
  it.each([
    ['#ffe066', 'generic', '#a18d40'],
    ['#ffe066', 'caravan', '#9c893e'],
    ['#7dd3fc', 'generic', '#5894b0'],
    ['#f59e0b', 'toyota', '#c47e09'],
    ['#ffffff', 'generic', '#8c8c8c'],
  ] as const)('%s in %s: %s', (accent, brand, nearest) => {
    expect(nearestPassingAccent(accent, brand)).toBe(nearest);
  });

  it('is the first passing shade: the same hue, one step lighter fails', () => {
    for (const accent of ['#ffe066', '#7dd3fc', '#f59e0b', '#abc']) {
      const nearest = nearestPassingAccent(accent, 'generic')!;
      expect(accentContrastFailures(nearest, 'generic')).toEqual([]);
      const step = Array.from({ length: 101 }, (_, i) =>
        toHex(shade(parseHex(accent)!, i / 100)),
      ).indexOf(nearest);
      expect(step).toBeGreaterThan(0);
      const lighter = toHex(shade(parseHex(accent)!, (step - 1) / 100));
      expect(accentContrastFailures(lighter, 'generic')).not.toEqual([]);
      // darkened only: never lighter than the colour asked for
      expect(contrastRatio(parseHex(nearest)!, [255, 255, 255])).toBeGreaterThan(
        contrastRatio(parseHex(accent)!, [255, 255, 255]),
      );
    }
  });

  it('is the colour itself when it passes, and null for what is not a colour', () => {
    expect(nearestPassingAccent('#0f766e', 'generic')).toBe('#0f766e');
    expect(nearestPassingAccent('teal', 'generic')).toBeNull();
  });
});

describe('themeContrastFailures: the accent, the text and the page together', () => {
  it('passes every brand as it is, and a dark text on a warm page', () => {
    for (const brand of brands) expect(themeContrastFailures({}, brand), brand).toEqual([]);
    expect(
      themeContrastFailures(
        { accentColour: '#0f766e', textColour: '#1c1917', surfaceColour: '#fdf6ec' },
        'generic',
      ),
    ).toEqual([]);
  });

  it('checks the text and the muted text on the page and its panels at 4.5:1', () => {
    const pairs = themeContrastPairs({ textColour: '#1c1917' }, 'generic')!;
    expect(pairs.filter((p) => p.field === 'textColour').map((p) => [p.token, p.pair])).toEqual([
      ['neutral', 'text on the page'],
      ['neutral', 'text on a raised panel'],
      ['neutral', 'text on a sunken panel'],
      ['muted', 'muted text on the page'],
      ['muted', 'muted text on a raised panel'],
      ['muted', 'muted text on a sunken panel'],
    ]);
  });

  it('names the text colour for a grey too light to read, and its nearest passing shade', () => {
    const failures = themeContrastFailures({ textColour: '#8a8f98' }, 'generic');
    expect(failures.map((f) => [f.field, f.pair, f.ratio])).toEqual([
      ['textColour', 'text on the page', 3.25],
      ['textColour', 'text on a raised panel', 3.25],
      ['textColour', 'text on a sunken panel', 2.97],
      ['textColour', 'muted text on the page', 2.15],
      ['textColour', 'muted text on a raised panel', 2.15],
      ['textColour', 'muted text on a sunken panel', 1.97],
    ]);
    // dark enough that the muted text made from it also reads on a sunken panel
    const nearest = nearestPassingColour({ textColour: '#8a8f98' }, 'generic', 'textColour')!;
    expect(nearest).toBe('#323337');
    expect(themeContrastFailures({ textColour: nearest }, 'generic')).toEqual([]);
  });

  it('names the page colour when only it was given and the brand’s colours fail on it', () => {
    const failures = themeContrastFailures({ surfaceColour: '#1f2937' }, 'generic');
    expect(failures.length).toBeGreaterThan(0);
    expect(new Set(failures.map((f) => f.field))).toEqual(new Set(['surfaceColour']));
    expect(failures.find((f) => f.pair === 'text on the page')).toMatchObject({
      foreground: brandTokens.generic.neutral,
      background: '#1f2937',
    });
  });

  it('checks the accent on the dealer’s page, not the brand’s', () => {
    const onCream = themeContrastPairs(
      { accentColour: '#0f766e', surfaceColour: '#fdf6ec' },
      'generic',
    )!;
    expect(
      onCream.find((p) => p.pair === 'a solid button or selected tag on the page'),
    ).toMatchObject({
      field: 'accentColour',
      background: '#fdf6ec',
    });
  });

  it('is nothing for a colour that is not a hex', () => {
    expect(themeContrastPairs({ textColour: 'black' }, 'generic')).toBeNull();
    expect(themeContrastFailures({ surfaceColour: 'cream' }, 'generic')).toEqual([]);
  });
});
