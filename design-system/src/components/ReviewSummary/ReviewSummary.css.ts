import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontFamily: vars.font.body,
  color: vars.color.neutral,
});
export const average = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: 1,
});
export const detail = style({ display: 'grid', gap: vars.space.xxsmall });
export const count = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.muted });
