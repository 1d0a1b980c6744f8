import { accentShades, contrastRatio, parseHex, type Rgb, shade, toHex } from './colour';
import { type Brand, brandTokens } from './tokens';

// WCAG 2.2 AA for a dealer's accent colour in a brand's theme: every pair of colours the accent
// and the shades derived from it make with the surfaces they are used on. One rule, which a site
// config's validation (npm run sites -- validate) and the theme's tools share.

/** WCAG 2.2 AA: text 4.5:1 (1.4.3); buttons, selected controls and focus rings 3:1 (1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

export interface ContrastPair {
  /** the theme token whose colour is in front */
  token: string;
  /** what the pair is, in a designer's words */
  pair: string;
  foreground: string;
  background: string;
  /** the contrast ratio, rounded to two decimals */
  ratio: number;
  required: number;
}

const round = (ratio: number) => Math.round(ratio * 100) / 100;

/**
 * Every pair a dealer's accent makes in a brand's theme: the label on the accent and on its
 * hover and pressed shades, the accent itself (solid buttons, selected tags and switches) on the
 * page and its panels, and the accent's text shade (links, ghost buttons) on the page, its panels
 * and the soft tint. Null for a colour that is not a #rrggbb or #rgb hex.
 */
export function accentContrastPairs(accentColour: string, brand: Brand): ContrastPair[] | null {
  const accent = parseHex(accentColour);
  if (!accent) return null;
  const tokens = brandTokens[brand];
  const shades = accentShades(accent);
  const surfaces: [string, string][] = [
    ['the page', tokens.surface],
    ['a raised panel', tokens.surfaceRaised],
    ['a sunken panel', tokens.surfaceSunken],
  ];
  const pair = (
    token: string,
    what: string,
    foreground: string,
    background: string,
    required: number,
  ): ContrastPair => ({
    token,
    pair: what,
    foreground,
    background,
    ratio: round(contrastRatio(parseHex(foreground)!, parseHex(background)!)),
    required,
  });
  return [
    pair(
      'accentContrast',
      'a button’s label on the accent',
      shades.contrast,
      shades.accent,
      TEXT_CONTRAST,
    ),
    pair(
      'accentContrast',
      'a button’s label when hovered',
      shades.contrast,
      shades.hover,
      TEXT_CONTRAST,
    ),
    pair(
      'accentContrast',
      'a button’s label when pressed',
      shades.contrast,
      shades.active,
      TEXT_CONTRAST,
    ),
    ...surfaces.map(([name, surface]) =>
      pair(
        'accent',
        `a solid button or selected tag on ${name}`,
        shades.accent,
        surface,
        NON_TEXT_CONTRAST,
      ),
    ),
    ...[...surfaces, ['the soft tint', shades.soft] as [string, string]].map(([name, surface]) =>
      pair('accentText', `a link on ${name}`, shades.text, surface, TEXT_CONTRAST),
    ),
  ];
}

/** The pairs an accent fails in a brand's theme (none: it passes WCAG 2.2 AA). */
export function accentContrastFailures(accentColour: string, brand: Brand): ContrastPair[] {
  return (accentContrastPairs(accentColour, brand) ?? []).filter((p) => p.ratio < p.required);
}

/**
 * The passing colour nearest to a failing accent: the same hue darkened in 1% steps until every
 * pair passes (an accent too light for a white page is the usual failure). The colour itself
 * when it passes; null when no shade of it passes.
 */
export function nearestPassingAccent(accentColour: string, brand: Brand): string | null {
  const accent = parseHex(accentColour);
  if (!accent) return null;
  for (let step = 0; step <= 100; step += 1) {
    const candidate = toHex(shade(accent, step / 100) as Rgb);
    if (accentContrastFailures(candidate, brand).length === 0) return candidate;
  }
  return null;
}

/** One line for a failing pair: 'a link on the page: #8a8a8a on #ffffff is 3.48:1, under 4.5:1'. */
export function contrastFailureText(failure: ContrastPair): string {
  return `${failure.pair}: ${failure.foreground} on ${failure.background} is ${failure.ratio}:1, under ${failure.required}:1`;
}
