import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  // the label row is a target of at least 44px
  minHeight: '2.75rem',
  paddingBlock: vars.space.xxsmall,
  fontFamily: vars.font.body,
});

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.375rem',
  height: '1.375rem',
  // lines the box up with the first line of the label
  marginTop: '0.0625rem',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.brandAccentContrast,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.neutral },
    '&[data-state="checked"]': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical.base },
    '&[aria-invalid="true"][data-state="checked"]': { borderColor: vars.color.brandAccent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
    '&[data-disabled][data-state="checked"]': {
      background: vars.color.borderStrong,
      borderColor: vars.color.borderStrong,
    },
  },
});

export const indicator = style({ display: 'flex' });

export const label = style({
  flex: 1,
  minWidth: 0,
  paddingTop: '0.0625rem',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.neutral,
  cursor: 'pointer',
});

/** the boxes of a CheckboxGroupField, one under another */
export const group = style({ display: 'grid', gap: 0 });
