import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
});
export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
export const viewAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.strong,
  textUnderlineOffset: '0.2em',
});
export const buttons = style({ display: 'flex', gap: vars.space.xsmall });
