import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { animated } from '../private/control.css';

// Dark text colour as the background, light surface as the text: high contrast in every brand.
export const content = style([
  animated,
  {
    zIndex: 70,
    maxWidth: '18rem',
    padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
    borderRadius: vars.radius.small,
    background: vars.color.neutral,
    color: vars.color.surfaceRaised,
    boxShadow: vars.shadow.small,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.tight,
    textWrap: 'balance',
  },
]);
export const arrow = style({ fill: vars.color.neutral });
