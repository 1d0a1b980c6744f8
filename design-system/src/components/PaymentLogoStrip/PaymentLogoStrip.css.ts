import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xsmall} ${vars.space.small}`,
  fontFamily: vars.font.body,
});
export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.neutral,
});
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const mark = style({ display: 'block', borderRadius: vars.radius.small });
