import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The reference code: figures a shopper can read out or copy, in the theme's small type. */
export const reference = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  userSelect: 'all',
});
