import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const control = style({ gap: vars.space.xsmall });

export const number = style({
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

export const action = style({
  paddingLeft: vars.space.xsmall,
  borderLeft: '1px solid currentColor',
  fontWeight: vars.fontWeight.medium,
});
