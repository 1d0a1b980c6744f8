import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  color: vars.color.neutral,
});
export const header = style({ display: 'grid', gap: vars.space.xxsmall });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
});
export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
});
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
});
export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  textAlign: 'center',
});
export const figureLabel = style({ fontSize: vars.fontSize.small, color: vars.color.muted });
export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});
export const interval = style({ margin: 0, fontSize: vars.fontSize.small });
export const disclaimer = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.muted,
});
