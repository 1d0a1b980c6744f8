import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

// One column on a phone (pictures, summary, details); from a desktop the summary is a column of
// its own beside the pictures and details, tall enough for it to stay in view (sticky).
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"gallery" "sidebar" "details"',
  gap: vars.space.large,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(20rem, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"gallery sidebar" "details sidebar"',
      columnGap: vars.space.xlarge,
    },
  },
});
export const gallery = style({ gridArea: 'gallery', minWidth: 0 });
export const sidebar = style({ gridArea: 'sidebar', minWidth: 0 });
export const details = style({
  gridArea: 'details',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xlarge,
  minWidth: 0,
});
