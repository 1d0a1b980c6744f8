import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
const hide = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(100%)' },
});

export const viewport = style({
  position: 'fixed',
  zIndex: 80,
  bottom: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: 'min(24rem, 100vw)',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderLeft: '4px solid transparent',
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.medium} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${hide} ${vars.motion.fast} ease-in` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': {
      transform: 'translateX(0)',
      transition: `transform ${vars.motion.medium} ease-out`,
    },
    '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.medium} ease-out` },
  },
});
export const tone = styleVariants({
  neutral: { borderLeftColor: vars.color.brandAccent },
  positive: { borderLeftColor: vars.color.positive.base },
  critical: { borderLeftColor: vars.color.critical.base },
});
export const icon = styleVariants({
  neutral: { color: vars.color.brandAccentText },
  positive: { color: vars.color.positive.base },
  critical: { color: vars.color.critical.base },
});
export const body = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });
export const title = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.standard,
});
export const description = style({ fontSize: vars.fontSize.small, color: vars.color.muted });
export const action = style({ justifySelf: 'start', marginTop: vars.space.xxsmall });
