import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** the button and, once the menu has loaded, the layer the menu is placed against */
export const frame = style({ position: 'relative', display: 'inline-flex' });

/** covers the button exactly and takes no pointer: only the menu's position reads it */
export const anchor = style({ position: 'absolute', inset: 0, pointerEvents: 'none' });

/** the 'Copied' tick */
export const copiedIcon = style({ color: vars.color.positive.base, flexShrink: 0 });
