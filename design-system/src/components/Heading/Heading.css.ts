import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
});
export const level = styleVariants(
  {
    1: vars.fontSize.xxxlarge,
    2: vars.fontSize.xxlarge,
    3: vars.fontSize.xlarge,
    4: vars.fontSize.large,
  },
  (fontSize) => ({ fontSize }),
);
