import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  margin: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  // a low strip at every width: 5:1, never taller than 240px
  aspectRatio: '5 / 1',
  maxHeight: 240,
  width: '100%',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
