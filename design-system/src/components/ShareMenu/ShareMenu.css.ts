import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** the 'Copied' tick */
export const copiedIcon = style({ color: vars.color.positive.base, flexShrink: 0 });
