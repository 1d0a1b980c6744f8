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
  touchAction: 'pan-y',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
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
export const expand = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  boxShadow: vars.shadow.small,
});

// the fullscreen view: the whole screen, its bar on top, the picture in the rest
export const fullscreen = style({
  position: 'fixed',
  inset: 0,
  zIndex: 51,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  background: vars.color.surface,
  color: vars.color.neutral,
  fontFamily: vars.font.body,
  outline: 'none',
});
export const fullscreenBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const fullscreenTitle = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
});
export const fullscreenCounter = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});
export const stage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
export const stageZoomed = style([stage, { display: 'block', overflow: 'auto' }]);
export const stageImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '100%',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
  cursor: 'zoom-in',
  touchAction: 'pan-y',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
});
export const stageImageZoomed = style({
  display: 'block',
  width: '200%',
  maxWidth: 'none',
  height: 'auto',
  cursor: 'zoom-out',
});

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
