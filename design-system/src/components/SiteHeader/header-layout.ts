import { type MenuItem } from './SiteHeader';

// How the header lays out its menu on a wide screen. The menu shows as one row from the wide
// breakpoint (1280 px) up, and behind the 'Menu' button (a drawer) below it: every template's row
// with the dealer's name and phone number needs up to about 1,250 px. A long menu beside the
// dealer's name (a franchise dealer's ten items) fits that row only in its compact form: smaller
// words, tighter items, the dealer's name over at most two lines and the phone number on a strip
// above the row.

/** Above this many characters of menu labels and dealer name, the header is compact. */
export const COMPACT_HEADER_CHARACTERS = 90;

export type HeaderDensity = 'regular' | 'compact';

/** The header's density: compact when its menu and the dealer's name are long (spec §2). */
export function headerDensity(
  menu: readonly Pick<MenuItem, 'label'>[],
  siteName: string,
): HeaderDensity {
  const characters = menu.reduce((total, item) => total + item.label.length, siteName.length);
  return characters > COMPACT_HEADER_CHARACTERS ? 'compact' : 'regular';
}
