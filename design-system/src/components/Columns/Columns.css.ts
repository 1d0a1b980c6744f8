import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column' });
export const space = styleVariants(vars.space, (gap) => ({ gap }));
export const collapseBelow = styleVariants({
  tablet: {
    '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { flexDirection: 'row' } },
  },
  desktop: {
    '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { flexDirection: 'row' } },
  },
});
export const column = style({ minWidth: 0, flex: '1 1 0' });
export const width = styleVariants({
  content: { flex: '0 0 auto' },
  '1/3': { flex: '0 0 33.333%' },
  '1/2': { flex: '0 0 50%' },
  '2/3': { flex: '0 0 66.666%' },
  '1/4': { flex: '0 0 25%' },
  '3/4': { flex: '0 0 75%' },
});
