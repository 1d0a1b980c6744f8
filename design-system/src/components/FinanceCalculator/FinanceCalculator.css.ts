import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  fontFamily: vars.font.body,
  // a link to the anchor (#finance-calculator) lands below a sticky header
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.medium})`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    },
  },
});

export const inputs = style({ display: 'grid', gap: vars.space.medium });

export const problem = style({ minHeight: 0 });

export const result = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.brandAccentSoft,
  color: vars.color.neutral,
});

export const resultLabel = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const repayment = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  margin: 0,
});

export const repaymentAmount = style({
  fontSize: vars.fontSize.xxxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const repaymentPeriod = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
});

export const enquire = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const total = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
});

export const totalAmount = style({
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const terms = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
});

export const termsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const termsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const termsInner = style({
  display: 'grid',
  gap: vars.space.small,
  paddingTop: vars.space.xsmall,
});

export const fees = style({ display: 'grid', gap: vars.space.xxsmall, margin: 0 });

export const feeRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const feeLabel = style({ color: vars.color.neutral });

export const feeAmount = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.muted,
});

export const disclaimer = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.muted,
});

globalStyle(`${disclaimer} p`, { margin: 0 });
