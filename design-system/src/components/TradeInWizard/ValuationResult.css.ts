import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.body,
  color: vars.color.neutral,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
});
export const figures = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.brandAccentSoft,
  textAlign: 'center',
});
/** a label over its figure (dt before dd in the document) */
export const figure = style({ display: 'grid', gap: vars.space.xxsmall });
export const figureLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.neutral,
});
export const estimate = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
  fontVariantNumeric: 'tabular-nums',
});
export const range = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.neutral,
  fontVariantNumeric: 'tabular-nums',
});
export const message = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.neutral,
});
export const note = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.muted,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
/** the status (empty until the offer is accepted) over the Accept Offer button, no gap between */
export const acceptance = style({ display: 'grid', justifyItems: 'start' });
export const accepted = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.positive.soft,
  color: vars.color.neutral,
  fontWeight: vars.fontWeight.strong,
});
export const acceptedIcon = style({ flexShrink: 0, color: vars.color.positive.base });
