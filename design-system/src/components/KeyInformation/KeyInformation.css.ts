import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});
export const label = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const icon = style({ color: vars.color.brandAccentText });
export const value = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.neutral,
  overflowWrap: 'anywhere',
});
