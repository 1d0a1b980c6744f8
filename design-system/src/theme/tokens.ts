// Brand tokens: every brand is `makeTokens(base, overrides)`. Plain values (no CSS), so they can
// be shared by the vanilla-extract themes and by code that needs a number (breakpoints).

export const brands = ['toyota', 'generic', 'caravan'] as const;
export type Brand = (typeof brands)[number];

/** Breakpoints in px: mobile first; tablet, desktop and wide start at these widths. */
export const breakpoints = { mobile: 0, tablet: 740, desktop: 992, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const fontStacks = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist:
    '"Seravek", "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  geometric: '"Avenir Next", Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  toyota: '"Helvetica Neue", Helvetica, Arial, "Nimbus Sans", sans-serif',
} as const;

export const radiusScales = {
  none: { small: '0', medium: '0', large: '0' },
  small: { small: '2px', medium: '4px', large: '6px' },
  medium: { small: '4px', medium: '8px', large: '12px' },
  large: { small: '8px', medium: '14px', large: '22px' },
} as const;
export type RadiusScale = keyof typeof radiusScales;
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

export const brandTokens: Record<Brand, BrandTokens> = {
  // A used-car group: confident blue on crisp white and navy.
  generic: makeTokens(base, {}),
  // Toyota: the brand red on white and light greys, square-ish corners, Helvetica.
  toyota: makeTokens(base, {
    accent: '#eb0a1e',
    accentHover: '#cc0a1b',
    accentActive: '#a90816',
    accentSoft: '#fde7e9',
    accentContrast: '#ffffff',
    accentText: '#c8091a',
    brand: '#1a1a1a',
    surfaceSunken: '#f4f4f4',
    neutral: '#1a1a1a',
    muted: '#4d4d4d',
    border: '#dcdcdc',
    focus: '#1a1a1a',
    fontBody: fontStacks.toyota,
    fontHeading: fontStacks.toyota,
    headingWeight: '700',
    radius: 'small',
  }),
  // Caravans: outdoorsy eucalypt green with warm sand surfaces and soft, rounded shapes.
  caravan: makeTokens(base, {
    accent: '#2f6b3a',
    accentHover: '#285d32',
    accentActive: '#214d29',
    accentSoft: '#e6f0e4',
    accentContrast: '#ffffff',
    accentText: '#2f6b3a',
    brand: '#3b2f24',
    surface: '#fffdf8',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f5efe3',
    neutral: '#2b2118',
    muted: '#5c4f42',
    border: '#e3d8c6',
    borderStrong: '#8a7a66',
    focus: '#b45309',
    fontBody: fontStacks.humanist,
    fontHeading: fontStacks.humanist,
    headingWeight: '800',
    radius: 'large',
  }),
};
