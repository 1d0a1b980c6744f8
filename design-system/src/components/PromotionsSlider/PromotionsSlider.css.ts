import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const slide = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

/** the picture keeps the shape its width and height give it; a site's own is cropped to it */
export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

/** under the picture on a phone; over its left side, on a panel of its own, from a tablet up */
export const caption = style({
  display: 'grid',
  gap: vars.space.small,
  alignContent: 'start',
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  '@media': {
    [tablet]: {
      position: 'absolute',
      left: vars.space.large,
      bottom: vars.space.large,
      maxWidth: '40%',
      borderRadius: vars.radius.medium,
      boxShadow: vars.shadow.medium,
    },
  },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
});

export const text = style({
  margin: 0,
  color: vars.color.neutral,
  fontSize: vars.fontSize.standard,
});

export const controls = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
});
