import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'row' });
export const wrap = style({ flexWrap: 'wrap' });
export const space = styleVariants(vars.space, (gap) => ({ gap }));
export const align = styleVariants(
  { left: 'flex-start', center: 'center', right: 'flex-end', spaceBetween: 'space-between' },
  (justifyContent) => ({ justifyContent }),
);
export const alignY = styleVariants(
  { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' },
  (alignItems) => ({ alignItems }),
);
