// spec §9 locations grid: col-xl-3 for more than 3 locations, col-lg-4 for 3 or more,
// col-lg-5 for fewer. Widths are in twelfths of the row, per breakpoint (mobile first).

export const GRID_TWELFTHS = 12;

export interface LocationsGridSpans {
  mobile: number;
  tablet: number;
  desktop: number;
  wide: number;
}

/**
 * How many twelfths of the row each location card takes at each breakpoint: one across on a
 * phone, two on a tablet; on a desktop 3 across for 3 or more locations (4 across on a wide
 * screen when there are more than 3), and wider cards (5 twelfths) when there are fewer.
 */
export function locationsGridSpans(count: number): LocationsGridSpans {
  const desktop = count >= 3 ? 4 : 5;
  const wide = count > 3 ? 3 : desktop;
  return { mobile: 12, tablet: 6, desktop, wide };
}

/** Cards across a full row for a span: 3 twelfths is 4 across; 5 twelfths fits 2. */
export function cardsAcross(span: number): number {
  return Math.max(1, Math.floor(GRID_TWELFTHS / span));
}
