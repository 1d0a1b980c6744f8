import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The dark variant's secondary text: the brand's contrast colour a little toned down, which
// keeps well above AA on the brand colour.
const onBrandMuted = `color-mix(in srgb, ${vars.color.brandContrast} 82%, ${vars.color.brand})`;

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  boxShadow: vars.shadow.small,
  fontFamily: vars.font.body,
});
export const variant = styleVariants({
  standard: { background: vars.color.surfaceRaised, color: vars.color.neutral },
  dark: {
    background: vars.color.brand,
    color: vars.color.brandContrast,
    borderColor: vars.color.brand,
  },
});
// on the brand colour, the page's focus colour may not show (Toyota's is near-black)
globalStyle(`[data-brand] ${variant.dark} :focus-visible`, {
  outlineColor: vars.color.brandContrast,
});
globalStyle(`${variant.dark} [data-slot="star-rating"]`, { color: vars.color.brandContrast });

export const media = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});
/** spec §9 location images: 600×400 at the card's width, or 150px high */
export const mediaShape = styleVariants({
  ratio: { aspectRatio: '3 / 2' },
  strip: { height: 150 },
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const noImage = style({ color: vars.color.borderStrong });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  flex: 1,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});
export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontStyle: 'normal',
});
export const icon = style({
  flexShrink: 0,
  marginTop: 1,
  color: vars.color.brandAccentText,
  selectors: { [`${variant.dark} &`]: { color: vars.color.brandContrast } },
});
export const line = style({ display: 'block' });
export const hours = style({ display: 'grid', gap: 2, margin: 0, flex: 1 });
export const hoursRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const day = style({ fontWeight: vars.fontWeight.medium });
export const time = style({
  margin: 0,
  textAlign: 'right',
  color: vars.color.muted,
  selectors: { [`${variant.dark} &`]: { color: onBrandMuted } },
});
export const phone = style({
  fontWeight: vars.fontWeight.strong,
  selectors: { [`[data-brand] ${variant.dark} &`]: { color: vars.color.brandContrast } },
});
export const licences = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.small}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.muted,
  selectors: { [`${variant.dark} &`]: { color: onBrandMuted } },
});
export const actions = style({ marginTop: 'auto', paddingTop: vars.space.xsmall });
