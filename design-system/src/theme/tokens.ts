import {
  type BrandTheme,
  profiles,
  templateNames,
  type TemplateName,
} from '@dealer/template-profiles';
import { accentShades, parseHex } from './colour';

// Brand tokens: every brand is `makeTokens(base, overrides)`, the overrides being its template
// profile's theme. Plain values (no CSS), so they can be shared by the vanilla-extract themes and
// by code that needs a number (breakpoints).

/** One brand per registered template profile; its tokens are the profile's theme. */
export const brands = templateNames;
export type Brand = TemplateName;

/** Breakpoints in px: mobile first; tablet, desktop and wide start at these widths. */
export const breakpoints = { mobile: 0, tablet: 740, desktop: 992, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const fontStacks = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist:
    '"Seravek", "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  geometric: '"Avenir Next", Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  helvetica: '"Helvetica Neue", Helvetica, Arial, "Nimbus Sans", sans-serif',
} as const;

export const radiusScales = {
  none: { small: '0', medium: '0', large: '0' },
  small: { small: '2px', medium: '4px', large: '6px' },
  medium: { small: '4px', medium: '8px', large: '12px' },
  large: { small: '8px', medium: '14px', large: '22px' },
} as const;
export type RadiusScale = keyof typeof radiusScales;

/** The spacing scale of every brand, at the standard density. */
export const spaceScale = {
  none: '0',
  xxsmall: '0.25rem',
  xsmall: '0.5rem',
  small: '0.75rem',
  medium: '1rem',
  large: '1.5rem',
  xlarge: '2rem',
  xxlarge: '3rem',
  xxxlarge: '4.5rem',
} as const;

/** How much room a dealer's pages give: the spacing scale times this. */
export const densities = { compact: 0.8, standard: 1, spacious: 1.2 } as const;
export type Density = keyof typeof densities;

/** The spacing scale at a density ('1rem' at compact is '0.8rem'). */
export function spaceAt(density: Density): Record<keyof typeof spaceScale, string> {
  const factor = densities[density];
  return Object.fromEntries(
    Object.entries(spaceScale).map(([name, value]) => [
      name,
      value === '0' ? '0' : `${Math.round(parseFloat(value) * factor * 1000) / 1000}rem`,
    ]),
  ) as Record<keyof typeof spaceScale, string>;
}
export type FontChoice = 'system' | 'humanist' | 'geometric' | 'serif';

export interface BrandTokens {
  accent: string;
  accentHover: string;
  accentActive: string;
  accentSoft: string;
  accentContrast: string;
  accentText: string;
  brand: string;
  brandContrast: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  neutral: string;
  muted: string;
  border: string;
  borderStrong: string;
  focus: string;
  fontBody: string;
  fontHeading: string;
  headingWeight: string;
  radius: RadiusScale;
}

const base: BrandTokens = {
  accent: '#1d4ed8',
  accentHover: '#1a44bd',
  accentActive: '#163aa3',
  accentSoft: '#e3eafb',
  accentContrast: '#ffffff',
  accentText: '#1d4ed8',
  brand: '#0f172a',
  brandContrast: '#ffffff',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f3f5f8',
  neutral: '#111827',
  muted: '#4b5563',
  border: '#d9dee5',
  borderStrong: '#6b7280',
  focus: '#2563eb',
  fontBody: fontStacks.system,
  fontHeading: fontStacks.system,
  headingWeight: '700',
  radius: 'medium',
};

export function makeTokens(from: BrandTokens, overrides: Partial<BrandTokens>): BrandTokens {
  return { ...from, ...overrides };
}

/**
 * A profile's theme as tokens: the base tokens, then the hover, active, soft and text shades
 * derived from its one accent colour (a template gives one colour, not six), then whatever the
 * theme names itself.
 */
export function brandTokensOf(theme: BrandTheme): BrandTokens {
  const { font, ...colours } = theme;
  const accent = parseHex(theme.accent);
  const derived: Partial<BrandTokens> = {};
  if (accent) {
    const shades = accentShades(accent);
    Object.assign(derived, {
      accent: shades.accent,
      accentHover: shades.hover,
      accentActive: shades.active,
      accentSoft: shades.soft,
      accentContrast: shades.contrast,
      accentText: shades.text,
    });
  }
  const fonts = font ? { fontBody: fontStacks[font], fontHeading: fontStacks[font] } : {};
  return makeTokens(base, { ...derived, ...colours, ...fonts });
}

export const brandTokens = Object.fromEntries(
  templateNames.map((name) => [name, brandTokensOf(profiles[name].theme)]),
) as Record<Brand, BrandTokens>;
