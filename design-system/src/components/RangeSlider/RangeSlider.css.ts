import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.small });
export const slider = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: 32,
  touchAction: 'none',
  userSelect: 'none',
});
export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.border,
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
export const values = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
});
export const inputs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.small,
});
export const field = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.muted,
});
export const input = style({
  width: '100%',
  minHeight: 36,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  fontSize: vars.fontSize.small,
});
