import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

/** the width / height of the first picture, so the frame has its size before any image loads */
export const ratio = createVar();

export const root = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const frame = style({
  position: 'relative',
  aspectRatio: ratio,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
});
export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const noPhoto = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.large,
  color: vars.color.muted,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  boxShadow: vars.shadow.small,
});
export const previous = style([arrow, { left: vars.space.small }]);
export const next = style([arrow, { right: vars.space.small }]);

export const counter = style({
  position: 'absolute',
  right: vars.space.small,
  bottom: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutral,
  color: vars.color.surface,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
});

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.xsmall}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  scrollSnapType: 'x proximity',
});
export const thumbnailItem = style({ flexShrink: 0, scrollSnapAlign: 'start' });
export const thumbnail = style({
  display: 'block',
  width: '4.5rem',
  aspectRatio: '4 / 3',
  padding: 0,
  overflow: 'hidden',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  opacity: 0.8,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { opacity: 1, borderColor: vars.color.borderStrong },
    '&[aria-current="true"]': { opacity: 1, borderColor: vars.color.brandAccent },
  },
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { width: '6rem' },
  },
});
export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
