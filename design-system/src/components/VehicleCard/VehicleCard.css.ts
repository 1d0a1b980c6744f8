import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  boxShadow: vars.shadow.small,
  height: '100%',
  transition: `box-shadow ${vars.motion.medium} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.medium } },
});
export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const noImage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
});
export const tag = style({
  position: 'absolute',
  top: vars.space.small,
  left: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const tagTone = styleVariants({
  accent: { background: vars.color.brandAccent, color: vars.color.brandAccentContrast },
  neutral: { background: vars.color.brand, color: vars.color.brandContrast },
  positive: { background: vars.color.positive.base, color: vars.color.positive.contrast },
  critical: { background: vars.color.critical.base, color: vars.color.critical.contrast },
  info: { background: vars.color.info.base, color: vars.color.info.contrast },
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  flex: 1,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
});
export const titleLink = style({
  textDecoration: 'none',
  selectors: {
    '[data-brand] &': { color: vars.color.neutral },
    '&:hover': { textDecoration: 'underline' },
  },
});
export const subtitle = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
});
export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
});
export const price = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.neutral,
});
export const noPrice = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.neutral,
});
export const qualifier = style({ fontSize: vars.fontSize.small, color: vars.color.muted });
export const was = style({
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
  textDecoration: 'line-through',
});
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
});
export const location = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
});
export const actions = style({
  display: 'grid',
  gap: vars.space.xsmall,
  marginTop: 'auto',
  paddingTop: vars.space.xsmall,
});
export const findSimilarPrompt = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'center',
});
export const actionRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
globalStyle(`${actionRow} > *`, { flex: '1 1 8rem' });
export const certified = style({
  position: 'absolute',
  right: vars.space.small,
  bottom: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
});
