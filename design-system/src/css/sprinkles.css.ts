import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/tokens';

// Atoms for Box, the one component with atom props. Layout (display, direction, gap, padding)
// is responsive by the theme's breakpoints; alignment, margins and widths are not: each
// responsive value is four rules in every page's stylesheet, so only what layouts change by
// width is responsive.

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
    wide: { '@media': `screen and (min-width: ${breakpoints.wide}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const placement = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'stretch',
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
    ],
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const surfaces = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
      brandAccent: vars.color.brandAccent,
      brandAccentSoft: vars.color.brandAccentSoft,
      criticalSoft: vars.color.critical.soft,
      positiveSoft: vars.color.positive.soft,
      cautionSoft: vars.color.caution.soft,
      transparent: 'transparent',
    },
    color: {
      neutral: vars.color.neutral,
      muted: vars.color.muted,
      brandContrast: vars.color.brandContrast,
      brandAccentContrast: vars.color.brandAccentContrast,
      critical: vars.color.critical.base,
      positive: vars.color.positive.base,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    borderStyle: ['none', 'solid'],
    borderWidth: { none: '0', standard: '1px', large: '2px' },
    borderColor: {
      standard: vars.color.border,
      strong: vars.color.borderStrong,
      accent: vars.color.brandAccent,
    },
    position: ['relative', 'absolute', 'sticky', 'static'],
    overflow: ['hidden', 'visible', 'auto'],
  },
});

export const sprinkles = createSprinkles(responsive, placement, surfaces);
export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;
export const spaces = Object.keys(vars.space) as Space[];
