import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const footer = style({
  marginTop: 'auto',
  background: vars.color.brand,
  color: vars.color.brandContrast,
  paddingTop: vars.space.xxlarge,
  paddingBottom: vars.space.xlarge,
});
// The page's focus colour can match the dark footer (Toyota's is near-black), so focus rings in
// the footer use the footer's text colour, which always contrasts with it.
globalStyle(`[data-brand] ${footer} :focus-visible`, { outlineColor: vars.color.brandContrast });
export const inner = style({
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.medium}`,
  display: 'grid',
  gap: vars.space.xlarge,
});
export const top = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: '2fr 1fr' },
  },
});
export const name = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xlarge,
  margin: 0,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
});
export const nav = style({ display: 'grid', gap: vars.space.xlarge });
export const groups = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    },
  },
});
export const groupHeading = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.standard,
  margin: `0 0 ${vars.space.small}`,
});
export const groupList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});
export const link = style({
  selectors: {
    '[data-brand] &': { color: vars.color.brandContrast },
    '&:hover': { textDecoration: 'none' },
  },
});
export const small = style({ fontSize: vars.fontSize.small, margin: 0 });
export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  borderTop: `1px solid color-mix(in srgb, ${vars.color.brandContrast} 30%, transparent)`,
  paddingTop: vars.space.large,
});
