import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  maxWidth: vars.layout.narrowWidth,
  margin: `${vars.space.xxlarge} auto`,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  display: 'grid',
  gap: vars.space.medium,
  textAlign: 'center',
  justifyItems: 'center',
});
export const code = style({
  fontSize: '4rem',
  fontWeight: vars.fontWeight.heading,
  lineHeight: 1,
  color: vars.color.brandAccentText,
  margin: 0,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  justifyContent: 'center',
});
