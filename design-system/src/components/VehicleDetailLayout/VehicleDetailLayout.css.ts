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

/**
 * The placeholder of the vehicle page while it loads: at least a screen tall, so whatever
 * follows the page (the footer) stays out of view until the page takes its place.
 */
export const skeleton = style({
  display: 'grid',
  gap: vars.space.large,
  alignContent: 'start',
  minHeight: '100vh',
});
export const skeletonPicture = style({ display: 'grid', aspectRatio: '4 / 3' });
// the thumbnails never widen the column on a narrow phone (the real strip scrolls)
export const skeletonThumbnails = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflow: 'hidden',
});
export const skeletonThumbnail = style({
  display: 'grid',
  flexShrink: 0,
  width: '4.5rem',
  aspectRatio: '4 / 3',
  '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { width: '6rem' } },
});
export const skeletonColumn = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignContent: 'start',
});
/** the pictures and their thumbnails, as close as the gallery sets them */
export const skeletonGallery = style([skeletonColumn, { gap: vars.space.small }]);
