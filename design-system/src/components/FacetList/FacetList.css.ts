import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({ borderBottom: `1px solid ${vars.color.border}` });
export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.small} 0`,
  minHeight: 44,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.neutral,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const chevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});
export const content = style({ paddingBottom: vars.space.small });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 32,
  cursor: 'pointer',
  fontSize: vars.fontSize.small,
});
export const checkbox = style({
  width: 18,
  height: 18,
  accentColor: vars.color.brandAccent,
  margin: 0,
  flexShrink: 0,
});
export const count = style({
  marginLeft: 'auto',
  color: vars.color.muted,
  fontSize: vars.fontSize.xsmall,
});
export const more = style({
  all: 'unset',
  marginTop: vars.space.xsmall,
  minHeight: 24,
  cursor: 'pointer',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brandAccentText,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const empty = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.small });
export const groupLabel = style({
  margin: `${vars.space.xsmall} 0 ${vars.space.xxsmall}`,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.muted,
});
