import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The map's box has the picture's shape from the first paint: the picture, and the interactive
// map that replaces it, fill the same box, so nothing moves.
export const map = style({
  position: 'relative',
  width: '100%',
  maxWidth: 720,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** the picture, once the interactive map over it has loaded: out of sight and of the reading */
export const covered = style({ visibility: 'hidden' });

export const frame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

/** the button over the picture's foot, centred */
export const action = style({
  position: 'absolute',
  insetInline: 0,
  bottom: vars.space.medium,
  display: 'flex',
  justifyContent: 'center',
});
