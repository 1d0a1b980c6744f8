import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fadeOut } from '../private/control.css';

const from = (transform: string) =>
  keyframes({ from: { transform }, to: { transform: 'translate(0, 0)' } });
const enter = {
  left: from('translateX(-100%)'),
  right: from('translateX(100%)'),
  top: from('translateY(-100%)'),
  bottom: from('translateY(100%)'),
};

export const content = style({
  position: 'fixed',
  zIndex: 51,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  overflowY: 'auto',
  outline: 'none',
  selectors: {
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
  },
});

const opening = (side: keyof typeof enter) => ({
  selectors: {
    '&[data-state="open"]': {
      animation: `${enter[side]} ${vars.motion.slow} ${vars.motion.easing}`,
    },
  },
});

export const side = styleVariants({
  left: { top: 0, bottom: 0, left: 0, width: 'min(24rem, 88vw)', ...opening('left') },
  right: { top: 0, bottom: 0, right: 0, width: 'min(24rem, 88vw)', ...opening('right') },
  top: { top: 0, left: 0, right: 0, maxHeight: '85vh', ...opening('top') },
  bottom: {
    bottom: 0,
    left: 0,
    right: 0,
    maxHeight: '85vh',
    borderTopLeftRadius: vars.radius.large,
    borderTopRightRadius: vars.radius.large,
    ...opening('bottom'),
  },
});

export const handle = style({
  alignSelf: 'center',
  width: '3rem',
  height: 4,
  marginTop: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.border,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.small} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const headerText = style({ display: 'grid', gap: vars.space.xxsmall });
export const body = style({
  flexGrow: 1,
  padding: vars.space.large,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.medium,
});
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});
