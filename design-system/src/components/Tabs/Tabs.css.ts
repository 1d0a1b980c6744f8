import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });
export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});
export const trigger = style({
  flexShrink: 0,
  minHeight: '2.75rem',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: 0,
  borderBottom: '3px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.neutral },
    '&[data-state="active"]': {
      color: vars.color.neutral,
      borderBottomColor: vars.color.brandAccent,
      fontWeight: vars.fontWeight.strong,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const content = style({ outline: 'none', color: vars.color.neutral });
