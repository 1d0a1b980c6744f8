// The vehicle page's sticky call-to-action bar (spec §2/§4), in a module of its own so the
// browser's scroll listener loads nothing else.

export const STICKY_BAR_SCROLL_Y = 900; // spec §9 sticky bar at 900px

// spec §2/§4 the sticky call-to-action bar appears after scrolling more than 900px
export function showsStickyBar(scrollY: number): boolean {
  return scrollY > STICKY_BAR_SCROLL_Y;
}
