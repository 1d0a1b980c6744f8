import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.brandAccent}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.body,
  color: vars.color.neutral,
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.neutral,
});
export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
});
/** the registration, styled like a number plate */
export const plate = style({
  display: 'inline-block',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: `2px solid ${vars.color.neutral}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.neutral,
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.08em',
  lineHeight: 1.2,
});
export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.large}`,
  margin: 0,
  fontSize: vars.fontSize.small,
});
export const detail = style({ display: 'flex', gap: vars.space.xxsmall });
export const detailLabel = style({ color: vars.color.muted, '::after': { content: '":"' } });
export const detailValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const note = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
});
export const footer = style({ display: 'flex', justifyContent: 'flex-start' });
