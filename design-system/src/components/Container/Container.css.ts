import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const root = style({
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      paddingLeft: vars.space.large,
      paddingRight: vars.space.large,
    },
  },
});
export const width = styleVariants(
  { medium: vars.layout.narrowWidth, large: vars.layout.contentWidth },
  (maxWidth) => ({ maxWidth }),
);
