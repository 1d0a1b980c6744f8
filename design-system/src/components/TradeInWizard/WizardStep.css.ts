import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.body,
  color: vars.color.neutral,
});
export const header = style({ display: 'grid', gap: vars.space.xsmall });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const description = style({
  margin: 0,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.muted,
});
export const body = style({ display: 'grid', gap: vars.space.medium });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});
/** Continue stays on the right when there is no Back. */
export const continueAction = style({ marginInlineStart: 'auto' });
