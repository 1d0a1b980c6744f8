import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fill = createVar();

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.neutral,
  fontFamily: vars.font.body,
});
export const stars = style({ display: 'inline-flex', gap: 2 });
export const star = style({ position: 'relative', display: 'inline-block', lineHeight: 0 });
export const empty = style({ color: vars.color.border });
export const filled = style({
  position: 'absolute',
  inset: 0,
  width: fill,
  overflow: 'hidden',
  color: vars.color.brandAccent,
});
export const summary = style({ fontWeight: vars.fontWeight.medium });
export const size = styleVariants({
  small: { fontSize: vars.fontSize.small },
  standard: { fontSize: vars.fontSize.standard },
  large: { fontSize: vars.fontSize.large },
});
