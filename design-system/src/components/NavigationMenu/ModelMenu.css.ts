import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'grid',
  gridTemplateColumns: '6rem 1fr',
  gridTemplateAreas: '"image heading" "actions actions"',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  selectors: { '&:hover, &:focus-within': { background: vars.color.surfaceSunken } },
});

export const image = style({
  gridArea: 'image',
  width: '6rem',
  height: '3.5rem',
  objectFit: 'contain',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});

export const heading = style({
  gridArea: 'heading',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const name = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.standard,
  color: vars.color.neutral,
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
});
