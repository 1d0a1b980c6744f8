import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  height: '100%',
  minHeight: '16rem',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  backgroundImage: `linear-gradient(135deg, ${vars.color.brand} 55%, ${vars.color.brandAccent})`,
});
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
});
export const description = style({ margin: 0 });
export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: { '[data-brand] &': { color: vars.color.neutral } },
});
