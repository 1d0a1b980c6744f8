import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fadeIn, fadeOut } from '../private/control.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px)) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.medium} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
  },
});

export const content = style({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  width: 'calc(100vw - 2rem)',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${rise} ${vars.motion.medium} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
  },
});
export const size = styleVariants({
  small: { maxWidth: '26rem' },
  medium: { maxWidth: '36rem' },
  large: { maxWidth: '52rem' },
});

export const header = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: `${vars.space.large} ${vars.space.large} 0`,
  // room for the close button in the corner
  paddingRight: `calc(${vars.space.large} + 2.75rem)`,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
});
export const description = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  color: vars.color.muted,
});
export const body = style({ padding: vars.space.large, display: 'grid', gap: vars.space.medium });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `0 ${vars.space.large} ${vars.space.large}`,
});
export const close = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
});
