import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});
export const label = style({ color: vars.color.muted, whiteSpace: 'nowrap' });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  minHeight: 40,
  minWidth: 200,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  cursor: 'pointer',
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const content = style({
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  zIndex: 50,
});
export const viewport = style({ padding: vars.space.xxsmall });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandAccentSoft },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.strong },
  },
});
