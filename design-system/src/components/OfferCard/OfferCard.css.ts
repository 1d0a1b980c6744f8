import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  boxShadow: vars.shadow.small,
  fontFamily: vars.font.body,
});
export const media = style({
  aspectRatio: '3 / 2',
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  flex: 1,
});
export const category = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.brandAccentText,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const section = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xsmall });
export const description = style({
  margin: 0,
  whiteSpace: 'pre-line',
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});
export const actions = style({ marginTop: 'auto', paddingTop: vars.space.xsmall });
export const disclaimerSection = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xxsmall,
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
});
export const disclaimer = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.muted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
export const disclaimerToggle = style({
  padding: `${vars.space.xxsmall} 0`,
  border: 'none',
  background: 'none',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brandAccentText,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: 24,
  selectors: { '&:hover': { textDecoration: 'none' } },
});
