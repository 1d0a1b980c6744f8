import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.medium, fontFamily: vars.font.body });
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
});
export const answer = style({
  margin: 0,
  whiteSpace: 'pre-line',
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.neutral,
});
