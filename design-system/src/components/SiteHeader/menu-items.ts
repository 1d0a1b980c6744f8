/**
 * The focusable items of the header's menu bar, in order: its links and panel triggers (not the
 * links inside an open panel). The painted menu and the one that takes over have the same.
 */
export const menuItemsSelector = '[data-slot="navigation-menu-list"] > li > :is(a, button)';
