import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

/** twelfths of the row a card takes at each breakpoint (set from `locationsGridSpans`) */
export const tabletSpan = createVar();
export const desktopSpan = createVar();
export const wideSpan = createVar();
const span = createVar();
const gap = vars.space.large;

export const grid = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    // fewer locations than a row: wider cards, centred
    '&[data-fewer="true"]': { justifyContent: 'center' },
  },
});

export const item = style({
  vars: { [span]: '12' },
  // a card's share of the row, less its share of the gaps, so a full row fills it exactly
  flex: `0 0 calc(${span} / 12 * 100% - ${gap} * (12 - ${span}) / 12)`,
  minWidth: 0,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { vars: { [span]: tabletSpan } },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { vars: { [span]: desktopSpan } },
    [`screen and (min-width: ${breakpoints.wide}px)`]: { vars: { [span]: wideSpan } },
  },
});
