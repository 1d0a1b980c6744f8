// spec §4: the header gets a state attribute while a menu panel is open, so it can change its
// look (e.g. a solid background over a hero image) without knowing about the menu.

export const MENU_OPEN_ATTRIBUTE = 'data-menu-open';

/**
 * Attributes to spread on the site header: `<header {...headerMenuOpenAttribute(open)}>`, with
 * `open` kept from NavigationMenu's `onOpenChange`. Style it with `[data-menu-open]`.
 */
export function headerMenuOpenAttribute(open: boolean): { [MENU_OPEN_ATTRIBUTE]?: 'true' } {
  return open ? { [MENU_OPEN_ATTRIBUTE]: 'true' } : {};
}
