import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardFrame } from '../private/card.css';

export const card = style([
  cardFrame,
  {
    gap: vars.space.small,
    padding: vars.space.medium,
  },
]);
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccentSoft,
  color: vars.color.brandAccentText,
  fontWeight: vars.fontWeight.strong,
});
export const who = style({ display: 'grid', minWidth: 0 });
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const date = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.muted,
});
export const text = style({
  margin: 0,
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
export const reply = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderLeft: `3px solid ${vars.color.brandAccent}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.small,
});
export const replyAuthor = style({ margin: 0, fontWeight: vars.fontWeight.strong });
