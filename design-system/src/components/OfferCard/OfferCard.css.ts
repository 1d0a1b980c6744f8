import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardBody, cardFrame, cardImage } from '../private/card.css';

export const card = style([cardFrame, { overflow: 'hidden', boxShadow: vars.shadow.small }]);
export const media = style({
  aspectRatio: '3 / 2',
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});
export const image = cardImage;
export const body = cardBody;
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

/** An offer's description as the dealer formatted it: paragraphs, lists, small headings, links. */
export const richText = style({
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});
globalStyle(`${richText} > *`, { margin: 0 });
globalStyle(`${richText} > * + *`, { marginTop: vars.space.small });
globalStyle(`${richText} :is(ul, ol)`, { paddingLeft: vars.space.large });
globalStyle(`${richText} :is(h2, h3, h4, h5)`, {
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.heading,
});
globalStyle(`${richText} a`, { color: vars.color.brandAccentText, textDecoration: 'underline' });
globalStyle(`${richText} blockquote`, {
  paddingLeft: vars.space.medium,
  borderLeft: `3px solid ${vars.color.border}`,
});
