import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.neutral,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
});
export const rows = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0 });
export const row = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  selectors: {
    '& + &': { paddingTop: vars.space.small, borderTop: `1px solid ${vars.color.border}` },
  },
});
export const provider = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
});
export const weekly = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xxsmall,
  margin: 0,
});
export const amount = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});
export const per = style({ fontSize: vars.fontSize.small, color: vars.color.muted });
export const rates = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.fontSize.small,
});
export const rate = style({ display: 'flex', gap: vars.space.xxsmall });
export const rateLabel = style({ color: vars.color.muted });
export const rateValue = style({ margin: 0, fontWeight: vars.fontWeight.strong });
export const note = style({ margin: 0, fontSize: vars.fontSize.small });
export const disclaimer = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.muted,
});
