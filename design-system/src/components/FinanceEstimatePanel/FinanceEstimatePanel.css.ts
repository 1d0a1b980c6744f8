import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
});
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
});
export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.brandAccentSoft,
});
export const figureLabel = style({ fontSize: vars.fontSize.small, color: vars.color.neutral });
export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
});
export const assumptions = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
});
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
export const disclaimer = style({
  margin: 0,
  whiteSpace: 'pre-line',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.neutral,
});
