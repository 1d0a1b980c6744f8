// Colour maths for dealer accent overrides: parse, mix and pick readable text (WCAG 2.2 AA).

export type Rgb = readonly [r: number, g: number, b: number];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG 2.2 AA minimum contrast for text. */
const AA = 4.5;

/** '#0f766e' or '#abc' to [r, g, b]; anything else is null (never reaches CSS). */
export function parseHex(value: string | null | undefined): Rgb | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!HEX.test(text)) return null;
  const digits =
    text.length === 4
      ? [...text.slice(1)].map((d) => d + d)
      : [text.slice(1, 3), text.slice(3, 5), text.slice(5, 7)];
  const [r, g, b] = digits.map((d) => Number.parseInt(d, 16)) as [number, number, number];
  return [r, g, b];
}

export function toHex([r, g, b]: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** WCAG 2.2 relative luminance. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export const WHITE: Rgb = [255, 255, 255];
export const INK: Rgb = [17, 24, 39];
const BLACK: Rgb = [0, 0, 0];

/**
 * Text for a coloured background with at least AA contrast (4.5:1): white where it reads,
 * else near-black ink, else pure black (mid-tones need the full range).
 */
export function readableTextOn(background: Rgb): Rgb {
  if (contrastRatio(background, WHITE) >= AA) return WHITE;
  if (contrastRatio(background, INK) >= AA) return INK;
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}

function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return [
    a[0] + (b[0] - a[0]) * amount,
    a[1] + (b[1] - a[1]) * amount,
    a[2] + (b[2] - a[2]) * amount,
  ];
}

/** Darker by amount (0..1): mixed towards black. */
export function shade(colour: Rgb, amount: number): Rgb {
  return mix(colour, [0, 0, 0], amount);
}

/** Lighter by amount (0..1): mixed towards white. */
export function tint(colour: Rgb, amount: number): Rgb {
  return mix(colour, WHITE, amount);
}

/**
 * The darkest light panel any brand puts links on (its surfaceSunken); the brand token tests
 * keep every brand's panels at least this light.
 */
export const LIGHT_PANEL: Rgb = [239, 233, 221];

const rounded = (colour: Rgb): Rgb => parseHex(toHex(colour))!;

/**
 * A version of the colour usable as text or a link on light backgrounds (4.5:1 on each; white
 * when none are given), darkened step by step only when the dealer's colour is too light.
 */
export function readableOnLight(colour: Rgb, ...backgrounds: Rgb[]): Rgb {
  const against = backgrounds.length > 0 ? backgrounds : [WHITE];
  const reads = (text: Rgb) => against.every((bg) => contrastRatio(text, bg) >= AA);
  let result = rounded(colour);
  for (let step = 0; step < 40 && !reads(result); step += 1) {
    result = rounded(shade(result, 0.1));
  }
  return result;
}

/**
 * Darker by up to `amount`, backing off where a dark label would drop below 4.5:1 on it, so a
 * button keeps AA contrast when hovered and pressed. Never lighter than the colour itself.
 */
export function shadeKeepingText(colour: Rgb, amount: number, text: Rgb): Rgb {
  for (let step = Math.round(amount * 100); step > 0; step -= 1) {
    const candidate = rounded(shade(colour, step / 100));
    if (contrastRatio(candidate, text) >= AA) return candidate;
  }
  return rounded(colour);
}

export interface AccentShades {
  accent: string;
  hover: string;
  active: string;
  soft: string;
  contrast: string;
  text: string;
}

/** Everything the theme needs from one dealer colour: shades and readable text colours. */
export function accentShades(colour: Rgb): AccentShades {
  const accent = rounded(colour);
  const contrast = readableTextOn(accent);
  const soft = rounded(tint(accent, 0.88));
  return {
    accent: toHex(accent),
    hover: toHex(shadeKeepingText(accent, 0.12, contrast)),
    active: toHex(shadeKeepingText(accent, 0.24, contrast)),
    soft: toHex(soft),
    contrast: toHex(contrast),
    // Links and ghost buttons sit on the page, on panels and on the soft tint (when hovered).
    text: toHex(readableOnLight(accent, WHITE, LIGHT_PANEL, soft)),
  };
}

/** The text a dealer's text colour makes: the body text, and the quieter text of notes and facts. */
export function textShades(colour: Rgb): { neutral: string; muted: string } {
  return { neutral: toHex(rounded(colour)), muted: toHex(rounded(tint(colour, 0.3))) };
}

/** The panels a dealer's page colour makes: the page itself, and a sunken panel 4% darker. */
export function surfaceShades(colour: Rgb): { surface: string; sunken: string } {
  return { surface: toHex(rounded(colour)), sunken: toHex(rounded(shade(colour, 0.04))) };
}
