import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../private/control.css';

export const body = style({ display: 'grid', gap: vars.space.xsmall });

export const inputWrap = style({ position: 'relative', maxWidth: '20rem' });

export const prefix = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: vars.space.small,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.neutral,
  fontWeight: vars.fontWeight.medium,
  pointerEvents: 'none',
});

export const input = style([
  control,
  {
    fontFamily: vars.font.body,
    paddingLeft: `calc(${vars.space.small} + 1.5ch)`,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const quickPicks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
