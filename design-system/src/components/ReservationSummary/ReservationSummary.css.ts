import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardBody, cardFrame, cardImage } from '../private/card.css';

export const card = style([
  cardFrame,
  {
    overflow: 'hidden',
    boxShadow: vars.shadow.small,
    '@media': {
      'screen and (min-width: 40em)': { flexDirection: 'row' },
    },
  },
]);
export const media = style({
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  '@media': {
    'screen and (min-width: 40em)': { flex: '0 0 40%', aspectRatio: 'auto', minHeight: '12rem' },
  },
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
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
});
export const factRow = style({ display: 'contents' });
export const factLabel = style({ color: vars.color.muted });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const deposit = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  marginTop: 'auto',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.brandAccentSoft,
  color: vars.color.neutral,
});
export const depositAmount = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});
