import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../private/control.css';

export const field = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const sliderValue = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.neutral,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const inputWrap = style({ position: 'relative' });

export const prefix = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: vars.space.small,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.neutral,
  fontWeight: vars.fontWeight.medium,
  pointerEvents: 'none',
});

export const input = style([
  control,
  {
    fontFamily: vars.font.body,
    paddingLeft: `calc(${vars.space.small} + 1.5ch)`,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
]);

export const slider = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  // a target of at least 44px for the thumb's row
  height: '2.75rem',
  touchAction: 'none',
  userSelect: 'none',
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
});

export const range = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
});

export const thumb = style({
  display: 'block',
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.brandAccent}`,
  boxShadow: vars.shadow.small,
  cursor: 'grab',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const bounds = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
});
