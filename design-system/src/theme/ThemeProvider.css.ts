import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './themes.css';
import './global.css';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.neutral,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  WebkitFontSmoothing: 'antialiased',
  // A theme root inside another (a brand preview in a page) is not a page frame.
  selectors: { '[data-brand] &': { minHeight: 'auto' } },
});
