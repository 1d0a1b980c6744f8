import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  justifyContent: 'center',
});
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '[data-brand] &': { color: vars.color.neutral },
    '&:hover': { borderColor: vars.color.brandAccent },
    '[data-brand] &[aria-current="page"]': {
      background: vars.color.brandAccent,
      color: vars.color.brandAccentContrast,
      borderColor: vars.color.brandAccent,
    },
  },
});
export const gap = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 24,
  justifyContent: 'center',
  color: vars.color.muted,
});
