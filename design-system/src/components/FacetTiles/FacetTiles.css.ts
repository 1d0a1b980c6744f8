import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const tile = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxsmall,
  width: '100%',
  minHeight: 44,
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.neutral,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brandAccent },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brandAccent,
      background: vars.color.brandAccentSoft,
      fontWeight: vars.fontWeight.strong,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
// a tile that is a link keeps the tile's colours, not the theme's link colour
export const linkTile = style({
  height: '100%',
  alignContent: 'start',
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '[data-brand] &': { color: vars.color.neutral } },
});
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
});
export const count = style({ color: vars.color.muted, fontSize: vars.fontSize.xsmall });
