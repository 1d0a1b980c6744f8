import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardFrame } from '../private/card.css';

export const card = style([
  cardFrame,
  {
    alignItems: 'center',
    gap: vars.space.small,
    padding: vars.space.medium,
    textAlign: 'center',
  },
]);
export const label = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: `2px ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
export const labelTone = styleVariants({
  'All-New': { background: vars.color.brandAccent, color: vars.color.brandAccentContrast },
  Upcoming: { background: vars.color.brand, color: vars.color.brandContrast },
});
export const media = style({
  width: '100%',
  aspectRatio: '16 / 9',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });
export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  marginTop: 'auto',
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  fontWeight: vars.fontWeight.strong,
  selectors: { '&:hover': { textDecoration: 'none' } },
});
