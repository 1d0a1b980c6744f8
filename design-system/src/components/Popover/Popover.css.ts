import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { animated, floating } from '../private/control.css';

export const content = style([
  floating,
  animated,
  {
    display: 'grid',
    gap: vars.space.xsmall,
    width: 'min(20rem, calc(100vw - 2rem))',
    padding: vars.space.medium,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.standard,
    outline: 'none',
  },
]);
