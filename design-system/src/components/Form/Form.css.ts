import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  fontFamily: vars.font.body,
  color: vars.color.neutral,
});
