import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const strip = style({
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontFamily: vars.font.body,
});
// rows that wrap and stay centred, so any number of promises sits evenly
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.medium} ${vars.space.large}`,
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.large}`,
  listStyle: 'none',
});
export const item = style({
  flex: '0 1 12.5rem',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.04em',
  lineHeight: vars.lineHeight.tight,
  textTransform: 'uppercase',
});
export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid currentColor`,
});
export const link = style({
  textDecoration: 'none',
  selectors: {
    // the strip's own colour, not the theme's link colour (which is for light surfaces)
    '[data-brand] &': { color: vars.color.brandContrast },
    '&:hover': { textDecoration: 'underline' },
  },
});
