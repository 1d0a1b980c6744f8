import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Shared looks of form controls and floating surfaces, so every input, select, menu and
// overlay of the kit reads as one family.

export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.neutral },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical.base,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical.base}`,
    },
    '&:disabled, &[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      color: vars.color.muted,
    },
  },
});

/** A floating surface: menus, popovers, select lists. */
export const floating = style({
  zIndex: 60,
  minWidth: '12rem',
  padding: vars.space.xxsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.body,
});

/** A row of a menu or list box (at least 36px high, so touch targets stay large). */
export const menuRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '2.25rem',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.standard,
  color: vars.color.neutral,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '[data-brand] &': { color: vars.color.neutral },
    '&[data-highlighted]': { background: vars.color.brandAccentSoft },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed' },
  },
});

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
export const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

/** Enter and leave animations keyed on Radix's data-state. */
export const animated = style({
  selectors: {
    '&[data-state="open"], &[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});
