import { createGlobalThemeContract } from '@vanilla-extract/css';

// The theme contract: stable, prefixed CSS variable names (--dlr-...), so a dealer's overrides
// from site config can be written at request time and scoped to the site root.

const colourRole = (name: string) => ({
  base: `color-${name}`,
  soft: `color-${name}-soft`,
  contrast: `color-${name}-contrast`,
});

export const vars = createGlobalThemeContract(
  {
    color: {
      brandAccent: 'color-brand-accent',
      brandAccentHover: 'color-brand-accent-hover',
      brandAccentActive: 'color-brand-accent-active',
      brandAccentSoft: 'color-brand-accent-soft',
      brandAccentContrast: 'color-brand-accent-contrast',
      brandAccentText: 'color-brand-accent-text',
      brand: 'color-brand',
      brandContrast: 'color-brand-contrast',
      surface: 'color-surface',
      surfaceRaised: 'color-surface-raised',
      surfaceSunken: 'color-surface-sunken',
      neutral: 'color-neutral',
      muted: 'color-muted',
      border: 'color-border',
      borderStrong: 'color-border-strong',
      focus: 'color-focus',
      critical: colourRole('critical'),
      positive: colourRole('positive'),
      caution: colourRole('caution'),
      info: colourRole('info'),
      overlay: 'color-overlay',
    },
    font: {
      body: 'font-body',
      heading: 'font-heading',
      mono: 'font-mono',
    },
    fontSize: {
      xsmall: 'font-size-xsmall',
      small: 'font-size-small',
      standard: 'font-size-standard',
      large: 'font-size-large',
      xlarge: 'font-size-xlarge',
      xxlarge: 'font-size-xxlarge',
      xxxlarge: 'font-size-xxxlarge',
    },
    fontWeight: {
      regular: 'font-weight-regular',
      medium: 'font-weight-medium',
      strong: 'font-weight-strong',
      heading: 'font-weight-heading',
    },
    lineHeight: {
      tight: 'line-height-tight',
      standard: 'line-height-standard',
      relaxed: 'line-height-relaxed',
    },
    space: {
      none: 'space-none',
      xxsmall: 'space-xxsmall',
      xsmall: 'space-xsmall',
      small: 'space-small',
      medium: 'space-medium',
      large: 'space-large',
      xlarge: 'space-xlarge',
      xxlarge: 'space-xxlarge',
      xxxlarge: 'space-xxxlarge',
    },
    radius: {
      none: 'radius-none',
      small: 'radius-small',
      medium: 'radius-medium',
      large: 'radius-large',
      full: 'radius-full',
    },
    shadow: {
      small: 'shadow-small',
      medium: 'shadow-medium',
      large: 'shadow-large',
    },
    motion: {
      fast: 'motion-fast',
      medium: 'motion-medium',
      slow: 'motion-slow',
      easing: 'motion-easing',
    },
    layout: {
      contentWidth: 'layout-content-width',
      narrowWidth: 'layout-narrow-width',
      headerHeight: 'layout-header-height',
    },
  },
  (value) => `dlr-${value}`,
);
