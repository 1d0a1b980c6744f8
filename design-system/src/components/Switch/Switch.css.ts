import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '2.75rem',
  fontFamily: vars.font.body,
});

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  padding: 2,
  borderRadius: vars.radius.full,
  // the off track keeps 3:1 against the page, so the control can be seen
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brandAccent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
  display: 'block',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(1.25rem)' },
  },
});

export const label = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.neutral,
  cursor: 'pointer',
  selectors: {
    '[data-disabled] > &': { cursor: 'not-allowed' },
  },
});
