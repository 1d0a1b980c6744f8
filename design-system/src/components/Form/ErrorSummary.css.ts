import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `2px solid ${vars.color.critical.base}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.body,
  selectors: {
    '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.critical.base,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingLeft: vars.space.large,
  color: vars.color.critical.base,
});

// under `[data-brand] &` as well, to outrank the theme's base link colour
export const link = style({
  color: vars.color.critical.base,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    '[data-brand] &': { color: vars.color.critical.base },
    '&:hover': { textDecorationThickness: 2 },
  },
});
