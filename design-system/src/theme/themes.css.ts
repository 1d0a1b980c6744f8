import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  type Brand,
  type BrandTokens,
  brandTokens,
  brands,
  radiusScales,
  spaceScale,
} from './tokens';

// One global theme per brand, scoped to the site root: [data-brand="toyota"] and so on.

function themeValues(t: BrandTokens) {
  const radius = radiusScales[t.radius];
  return {
    color: {
      brandAccent: t.accent,
      brandAccentHover: t.accentHover,
      brandAccentActive: t.accentActive,
      brandAccentSoft: t.accentSoft,
      brandAccentContrast: t.accentContrast,
      brandAccentText: t.accentText,
      brand: t.brand,
      brandContrast: t.brandContrast,
      surface: t.surface,
      surfaceRaised: t.surfaceRaised,
      surfaceSunken: t.surfaceSunken,
      neutral: t.neutral,
      muted: t.muted,
      border: t.border,
      borderStrong: t.borderStrong,
      focus: t.focus,
      critical: { base: '#b91c1c', soft: '#fdecec', contrast: '#ffffff' },
      // positive text keeps 4.5:1 on its own soft tint (soft tags and alerts)
      positive: { base: '#157a3a', soft: '#e7f6ec', contrast: '#ffffff' },
      caution: { base: '#92400e', soft: '#fdf3e1', contrast: '#ffffff' },
      info: { base: '#1e40af', soft: '#e8eefc', contrast: '#ffffff' },
      overlay: 'rgba(15, 23, 42, 0.6)',
    },
    font: {
      body: t.fontBody,
      heading: t.fontHeading,
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    fontSize: {
      xsmall: '0.75rem',
      small: '0.875rem',
      standard: '1rem',
      large: '1.125rem',
      xlarge: '1.375rem',
      xxlarge: '1.75rem',
      xxxlarge: 'clamp(2rem, 1.4rem + 2.4vw, 2.75rem)',
    },
    fontWeight: { regular: '400', medium: '500', strong: '700', heading: t.headingWeight },
    lineHeight: { tight: '1.2', standard: '1.5', relaxed: '1.7' },
    space: spaceScale,
    radius: { none: '0', ...radius, full: '999px' },
    shadow: {
      small: '0 1px 2px rgba(15, 23, 42, 0.08), 0 1px 3px rgba(15, 23, 42, 0.06)',
      medium: '0 4px 12px rgba(15, 23, 42, 0.1)',
      large: '0 16px 40px rgba(15, 23, 42, 0.18)',
    },
    motion: {
      fast: '120ms',
      medium: '200ms',
      slow: '300ms',
      easing: 'cubic-bezier(0.2, 0, 0, 1)',
    },
    layout: { contentWidth: '1280px', narrowWidth: '760px', headerHeight: '4.5rem' },
  };
}

export type ThemeValues = ReturnType<typeof themeValues>;

export const brandThemeSelector = (brand: Brand) => `[data-brand="${brand}"]`;

for (const brand of brands) {
  createGlobalTheme(brandThemeSelector(brand), vars, themeValues(brandTokens[brand]));
}
