import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.layout.narrowWidth,
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  color: vars.color.neutral,
  textAlign: 'center',
  fontFamily: vars.font.body,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
});
export const message = style({
  margin: 0,
  maxWidth: '48ch',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.muted,
});
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
