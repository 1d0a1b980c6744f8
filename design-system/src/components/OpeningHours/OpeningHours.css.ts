import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.small,
  fontFamily: vars.font.body,
  color: vars.color.neutral,
});
export const list = style({ display: 'grid', width: '100%', margin: 0 });
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  padding: `${vars.space.xsmall} ${vars.space.xsmall}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-current]': {
      background: vars.color.brandAccentSoft,
      borderRadius: vars.radius.small,
      fontWeight: vars.fontWeight.strong,
    },
  },
});
export const day = style({ display: 'grid', fontWeight: vars.fontWeight.medium });
export const occasion = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.muted,
});
export const hours = style({ margin: 0, textAlign: 'right' });
export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  margin: 0,
});
export const statusDot = style({
  width: '0.625rem',
  height: '0.625rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.critical.base,
  selectors: { '&[data-open]': { background: vars.color.positive.base } },
});
export const statusText = style({ fontWeight: vars.fontWeight.strong });
export const today = style({ color: vars.color.muted });
