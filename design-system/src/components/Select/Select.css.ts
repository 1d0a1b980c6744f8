import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control, floating, menuRow, popIn } from '../private/control.css';

// The look of SortSelect, on the shared control and floating-surface styles of the kit.

export const root = style({ display: 'grid', gap: vars.space.xxsmall, fontFamily: vars.font.body });

export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xsmall,
    fontFamily: vars.font.body,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&[data-placeholder]': { color: vars.color.muted },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
]);

export const icon = style({ display: 'flex', flexShrink: 0, color: vars.color.neutral });

// It animates in only: the list goes as soon as a choice is made.
export const content = style([
  floating,
  {
    width: 'var(--radix-select-trigger-width)',
    maxHeight: 'min(20rem, var(--radix-select-content-available-height))',
    overflow: 'hidden',
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}` },
    },
  },
]);

export const viewport = style({ padding: vars.space.xxsmall });

export const item = style([
  menuRow,
  {
    justifyContent: 'space-between',
    selectors: {
      '&[data-state="checked"]': { fontWeight: vars.fontWeight.strong },
    },
  },
]);

export const itemIndicator = style({ display: 'flex', color: vars.color.brandAccentText });
