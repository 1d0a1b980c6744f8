import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** 'Skip to results': out of sight until focused, then shown where it is, over the filters. */
export const skipLink = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus': {
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      padding: `${vars.space.xsmall} ${vars.space.medium}`,
      background: vars.color.surfaceRaised,
      color: vars.color.neutral,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.small,
      zIndex: 30,
    },
  },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [desktop]: { gridTemplateColumns: '18rem minmax(0, 1fr)', alignItems: 'start' } },
});
export const filters = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  '@media': {
    [desktop]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space.medium})`,
      maxHeight: `calc(100vh - ${vars.layout.headerHeight} - ${vars.space.xlarge})`,
      overflowY: 'auto',
    },
  },
});
/** With a Filter button: the column shows on wide screens only (the drawer serves a phone). */
export const filtersBesideOnly = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.desktop - 0.02}px)`]: { display: 'none' },
  },
});
export const results = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16.5rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
// A card far below the screen is not styled, laid out or painted (nor its placeholder asked
// for) until the shopper scrolls near it; until then it keeps the size it last had, or a card's
// usual height, so the page's length hardly changes as the cards appear. On the card itself, not
// its list item: the containment clips what its content paints outside it, not its own shadow.
globalStyle(`${grid} > li > *`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 32rem',
});
export const busy = style({ opacity: 0.6, transition: `opacity ${vars.motion.fast}` });

/** The Filter button: on a phone only. */
export const filterButton = style({
  display: 'block',
  '@media': { [desktop]: { display: 'none' } },
});
export const drawerFilters = style({ display: 'grid', gap: vars.space.small });
export const drawerFooter = style({ display: 'flex', gap: vars.space.small, alignItems: 'center' });
