import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const amount = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.xlarge,
  color: vars.color.neutral,
});
export const noPrice = style({ fontWeight: vars.fontWeight.medium, color: vars.color.neutral });
