import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.xxsmall, fontFamily: vars.font.body });

export const groupLabel = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.neutral,
});

export const group = style({ display: 'flex' });
export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  // the label row is a target of at least 44px
  minHeight: '2.75rem',
});

export const radio = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.375rem',
  height: '1.375rem',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.neutral },
    '&[data-state="checked"]': { borderColor: vars.color.brandAccent },
    '[aria-invalid="true"] &': { borderColor: vars.color.critical.base },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
  },
});

export const dot = style({
  display: 'block',
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  selectors: { '[data-disabled] > &': { background: vars.color.borderStrong } },
});

export const label = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.neutral,
  cursor: 'pointer',
});
