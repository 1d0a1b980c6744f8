import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xsmall,
  rowGap: vars.space.xxsmall,
  margin: 0,
  color: vars.color.neutral,
  lineHeight: vars.lineHeight.tight,
});
export const amount = styleVariants({
  standard: { fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong },
  large: { fontSize: vars.fontSize.xxlarge, fontWeight: vars.fontWeight.strong },
});
export const text = styleVariants({
  standard: { fontSize: vars.fontSize.standard, fontWeight: vars.fontWeight.medium },
  large: { fontSize: vars.fontSize.xlarge, fontWeight: vars.fontWeight.strong },
});
export const qualifier = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
});
export const was = style({
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
  textDecoration: 'line-through',
});
