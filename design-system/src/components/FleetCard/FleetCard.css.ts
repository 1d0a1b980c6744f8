import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardBody, cardFrame, cardImage } from '../private/card.css';

export const card = style([
  cardFrame,
  {
    borderTop: `4px solid ${vars.color.brandAccent}`,
    overflow: 'hidden',
    boxShadow: vars.shadow.small,
  },
]);
export const media = style({
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});
export const image = cardImage;
export const body = cardBody;
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const description = style({ margin: 0, color: vars.color.muted });
export const bullets = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const bullet = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.medium,
});
export const check = style({ flexShrink: 0, color: vars.color.positive.base });
export const actions = style({ marginTop: 'auto', paddingTop: vars.space.small });
