'use client';

import { useEffect, useRef } from 'react';
import { MENU_OPEN_ATTRIBUTE } from '../NavigationMenu/menu-open';
import { ModelMegaMenu } from '../NavigationMenu/ModelMenu';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuGroup,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '../NavigationMenu/NavigationMenu';
import { menuItemsSelector } from './menu-items';
import { type MenuItem } from './SiteHeader';
import * as styles from './SiteHeader.css';

// The header's menu when an item opens a panel, once the shopper reaches for it (HeaderNavigation
// paints it until then): the model range (spec §2 'New Vehicles': the model mega-menu grouped by
// body category) or a dropdown of links (spec §2 'dropdowns (hover or click)': Discover, Service). Hover or click opens a panel, choosing a link closes it, Escape
// closes it and returns focus to its trigger. The other items are plain links beside them.
// While a panel is open the site header carries data-menu-open (spec §4), which deepens its
// shadow over the page.

/** Marks the header around the menu while one of its panels is open (spec §4). */
function markHeader(nav: HTMLElement | null, open: boolean) {
  const header = nav?.closest('header');
  if (!header) return;
  if (open) header.setAttribute(MENU_OPEN_ATTRIBUTE, 'true');
  else header.removeAttribute(MENU_OPEN_ATTRIBUTE);
}

export interface HeaderNavigationMenuProps {
  menu: readonly MenuItem[];
  /** the panel open from the start: the one the shopper pointed at or pressed before it loaded */
  initialValue?: string;
  /**
   * the link or trigger (in the menu's order) to give the keyboard's focus on mounting, where the
   * shopper's focus was on the same item of the menu this one replaces
   */
  focusIndex?: number;
}

export function HeaderNavigationMenu({
  menu,
  initialValue,
  focusIndex,
}: HeaderNavigationMenuProps) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (initialValue) markHeader(nav.current, true);
    const focused = document.activeElement;
    // the item the focus was on went with the menu this one replaced: it comes back here
    if (nav.current && focusIndex !== undefined && (!focused || focused === document.body)) {
      nav.current.querySelectorAll<HTMLElement>(menuItemsSelector)[focusIndex]?.focus();
    }
    // on mounting only: the props describe the moment this menu took over
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const left = menu.filter((item) => item.align !== 'right');
  const right = menu.filter((item) => item.align === 'right');
  const item = (entry: MenuItem, className?: string) =>
    entry.models ? (
      <NavigationMenuItem key={entry.href} value={entry.href} className={className}>
        <NavigationMenuTrigger>{entry.label}</NavigationMenuTrigger>
        <NavigationMenuContent>
          <ModelMegaMenu models={entry.models} />
          <p className={styles.menuFooter}>
            <NavigationMenuLink variant="panel" href={entry.href}>
              {`All ${entry.label}`}
            </NavigationMenuLink>
          </p>
        </NavigationMenuContent>
      </NavigationMenuItem>
    ) : entry.children?.length ? (
      <NavigationMenuItem key={entry.href} value={entry.href} className={className}>
        <NavigationMenuTrigger>{entry.label}</NavigationMenuTrigger>
        <NavigationMenuContent>
          <NavigationMenuGroup title={entry.label}>
            {entry.children.map((link) => (
              <li key={link.href}>
                <NavigationMenuLink href={link.href}>{link.label}</NavigationMenuLink>
              </li>
            ))}
          </NavigationMenuGroup>
        </NavigationMenuContent>
      </NavigationMenuItem>
    ) : (
      <NavigationMenuItem key={entry.href} className={className}>
        <NavigationMenuLink variant="bar" href={entry.href}>
          {entry.label}
        </NavigationMenuLink>
      </NavigationMenuItem>
    );
  return (
    <NavigationMenu
      ref={nav}
      defaultValue={initialValue}
      className={styles.nav}
      onOpenChange={(open) => markHeader(nav.current, open)}
    >
      <NavigationMenuList className={styles.row}>
        {left.map((entry) => item(entry))}
        {right.map((entry, index) => item(entry, index === 0 ? styles.right : undefined))}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
