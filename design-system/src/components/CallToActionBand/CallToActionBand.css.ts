import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const root = style({ display: 'grid', gap: vars.space.medium, fontFamily: vars.font.body });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
});

// one card a row on a phone; side by side (as many as there are, up to 3) from a tablet up
export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  height: '100%',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.brand,
  color: vars.color.brandContrast,
});

export const text = style({ display: 'grid', gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ margin: 0, lineHeight: vars.lineHeight.standard });
