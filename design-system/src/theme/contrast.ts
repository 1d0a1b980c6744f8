import {
  accentShades,
  contrastRatio,
  parseHex,
  type Rgb,
  shade,
  surfaceShades,
  textShades,
  toHex,
} from './colour';
import { type Brand, brandTokens } from './tokens';

// WCAG 2.2 AA for a dealer's colours in a brand's theme: every pair of colours the accent, the
// text colour and the page colour (and the shades derived from each) make where they are used.
// One rule, which a site config's validation (npm run sites -- validate) and the theme's tools
// share.

/** WCAG 2.2 AA: text 4.5:1 (1.4.3); buttons, selected controls and focus rings 3:1 (1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

/** The colours of a brand's theme a dealer's site config may set; absent or null: the brand's. */
export interface ThemeColours {
  accentColour?: string | null;
  textColour?: string | null;
  surfaceColour?: string | null;
}
export type ColourField = keyof ThemeColours;

export interface ContrastPair {
  /** the theme token whose colour is in front */
  token: string;
  /** the site config's theme field to change when the pair fails */
  field: ColourField;
  /** what the pair is, in a designer's words */
  pair: string;
  foreground: string;
  background: string;
  /** the contrast ratio, rounded to two decimals */
  ratio: number;
  required: number;
}

const round = (ratio: number) => Math.round(ratio * 100) / 100;

const givenColour = (value: string | null | undefined) =>
  value === undefined || value === null ? undefined : parseHex(value);

/**
 * Every pair a dealer's colours make in a brand's theme (the brand's own where one is not given):
 * the label on the accent and on its hover and pressed shades; the accent itself (solid buttons,
 * selected tags and switches) on the page and its panels; the accent's text shade (links, ghost
 * buttons) on the page, its panels and the soft tint; the text and the muted text on the page and
 * its panels. A pair is the field's of its colour in front, or the page colour's when only that
 * was given. Null when a given colour is not a #rrggbb or #rgb hex.
 */
export function themeContrastPairs(colours: ThemeColours, brand: Brand): ContrastPair[] | null {
  const given = {
    accent: givenColour(colours.accentColour),
    text: givenColour(colours.textColour),
    surface: givenColour(colours.surfaceColour),
  };
  if (given.accent === null || given.text === null || given.surface === null) return null;
  const tokens = brandTokens[brand];
  const shades = accentShades(given.accent ?? parseHex(tokens.accent)!);
  const text = given.text
    ? textShades(given.text)
    : { neutral: tokens.neutral, muted: tokens.muted };
  const page = given.surface
    ? surfaceShades(given.surface)
    : { surface: tokens.surface, sunken: tokens.surfaceSunken };
  const surfaces: [string, string][] = [
    ['the page', page.surface],
    ['a raised panel', tokens.surfaceRaised],
    ['a sunken panel', page.sunken],
  ];
  // a pair on the page's colours fails for the page colour when only that was given
  const fieldOf = (own: ColourField, onPage: boolean): ColourField =>
    onPage && colours[own] == null && given.surface ? 'surfaceColour' : own;
  const pair = (
    token: string,
    field: ColourField,
    what: string,
    foreground: string,
    background: string,
    required: number,
  ): ContrastPair => ({
    token,
    field,
    pair: what,
    foreground,
    background,
    ratio: round(contrastRatio(parseHex(foreground)!, parseHex(background)!)),
    required,
  });
  const label = (what: string, background: string) =>
    pair('accentContrast', 'accentColour', what, shades.contrast, background, TEXT_CONTRAST);
  return [
    label('a button’s label on the accent', shades.accent),
    label('a button’s label when hovered', shades.hover),
    label('a button’s label when pressed', shades.active),
    ...surfaces.map(([name, surface]) =>
      pair(
        'accent',
        fieldOf('accentColour', true),
        `a solid button or selected tag on ${name}`,
        shades.accent,
        surface,
        NON_TEXT_CONTRAST,
      ),
    ),
    ...surfaces.map(([name, surface]) =>
      pair(
        'accentText',
        fieldOf('accentColour', true),
        `a link on ${name}`,
        shades.text,
        surface,
        TEXT_CONTRAST,
      ),
    ),
    pair(
      'accentText',
      'accentColour',
      'a link on the soft tint',
      shades.text,
      shades.soft,
      TEXT_CONTRAST,
    ),
    ...surfaces.map(([name, surface]) =>
      pair(
        'neutral',
        fieldOf('textColour', true),
        `text on ${name}`,
        text.neutral,
        surface,
        TEXT_CONTRAST,
      ),
    ),
    ...surfaces.map(([name, surface]) =>
      pair(
        'muted',
        fieldOf('textColour', true),
        `muted text on ${name}`,
        text.muted,
        surface,
        TEXT_CONTRAST,
      ),
    ),
  ];
}

/** The pairs a dealer's colours fail in a brand's theme (none: they pass WCAG 2.2 AA). */
export function themeContrastFailures(colours: ThemeColours, brand: Brand): ContrastPair[] {
  return (themeContrastPairs(colours, brand) ?? []).filter((p) => p.ratio < p.required);
}

/**
 * Every pair an accent makes in a brand's theme (the accent's part of themeContrastPairs); null
 * for a colour that is not a #rrggbb or #rgb hex.
 */
export function accentContrastPairs(accentColour: string, brand: Brand): ContrastPair[] | null {
  const pairs = themeContrastPairs({ accentColour }, brand);
  return pairs && pairs.filter((p) => p.field === 'accentColour');
}

/** The pairs an accent fails in a brand's theme (none: it passes WCAG 2.2 AA). */
export function accentContrastFailures(accentColour: string, brand: Brand): ContrastPair[] {
  return (accentContrastPairs(accentColour, brand) ?? []).filter((p) => p.ratio < p.required);
}

/**
 * The passing colour nearest to a failing accent or text colour: the same hue darkened in 1%
 * steps until every pair of that field passes (a colour too light for a light page is the usual
 * failure). The colour itself when it passes; null when no shade of it passes.
 */
export function nearestPassingColour(
  colours: ThemeColours,
  brand: Brand,
  field: 'accentColour' | 'textColour',
): string | null {
  const own = colours[field] ?? brandTokens[brand][field === 'accentColour' ? 'accent' : 'neutral'];
  const colour = parseHex(own);
  if (!colour) return null;
  for (let step = 0; step <= 100; step += 1) {
    const candidate = toHex(shade(colour, step / 100) as Rgb);
    const failures = themeContrastFailures({ ...colours, [field]: candidate }, brand);
    const tokens =
      field === 'accentColour' ? ['accentContrast', 'accent', 'accentText'] : ['neutral', 'muted'];
    if (!failures.some((f) => tokens.includes(f.token))) return candidate;
  }
  return null;
}

/** The nearest passing shade of an accent in a brand's theme (see nearestPassingColour). */
export function nearestPassingAccent(accentColour: string, brand: Brand): string | null {
  return nearestPassingColour({ accentColour }, brand, 'accentColour');
}

/** One line for a failing pair: 'a link on the page: #8a8a8a on #ffffff is 3.48:1, under 4.5:1'. */
export function contrastFailureText(failure: ContrastPair): string {
  return `${failure.pair}: ${failure.foreground} on ${failure.background} is ${failure.ratio}:1, under ${failure.required}:1`;
}
