import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { animated, floating, menuRow } from '../private/control.css';

export const content = style([floating, animated]);
export const item = style([menuRow]);
export const critical = style({
  selectors: { '[data-brand] &': { color: vars.color.critical.base } },
});
export const indicatorSlot = style({
  display: 'inline-flex',
  width: 16,
  justifyContent: 'center',
  flexShrink: 0,
});
export const label = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const separator = style({
  height: 1,
  margin: `${vars.space.xxsmall} 0`,
  background: vars.color.border,
});
export const shortcut = style({ marginLeft: 'auto', color: vars.color.muted });
