'use client';

import { type ComponentType, type FocusEvent, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../icons';
import { Link } from '../Link/Link';
import * as menuStyles from '../NavigationMenu/NavigationMenu.css';
import { type HeaderNavigationMenuProps } from './HeaderNavigationMenu';
import { menuItemsSelector } from './menu-items';
import { type MenuItem } from './SiteHeader';
import * as styles from './SiteHeader.css';

// The header's menu when an item opens a panel (the model mega-menu, a dropdown). Its panels'
// code (Radix's NavigationMenu and the model cards) is not part of a page's first load: the
// menu is painted as it looks closed, the same elements in the same places, and the code loads
// the moment the shopper reaches for the menu (the pointer comes over it, a finger touches it,
// the keyboard's focus enters it). The panel the shopper pointed at or pressed by then opens as
// the menu takes over, and the keyboard's focus stays on the item it was on.

const loadMenu = () => import('./HeaderNavigationMenu');

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export function HeaderNavigation({ menu }: { menu: readonly MenuItem[] }) {
  const [Menu, setMenu] = useState<ComponentType<HeaderNavigationMenuProps> | null>(null);
  /** the panel to open when the menu takes over: the trigger pointed at or pressed */
  const wanted = useRef<string | undefined>(undefined);
  /** the item (in the menu's order) the keyboard's focus is on, if it is in the menu */
  const focused = useRef<number | undefined>(undefined);
  const loading = useRef(false);
  const reach = () => {
    if (loading.current) return;
    loading.current = true;
    void loadMenu().then(
      (module) => setMenu(() => module.HeaderNavigationMenu),
      // offline or a failed deploy: the menu stays as painted; the next reach tries again
      () => (loading.current = false),
    );
  };
  if (Menu) {
    return <Menu menu={menu} initialValue={wanted.current} focusIndex={focused.current} />;
  }
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const items = [...event.currentTarget.querySelectorAll(menuItemsSelector)];
    const index = items.indexOf(event.target);
    focused.current = index >= 0 ? index : undefined;
    reach();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focused.current = undefined;
  };
  const left = menu.filter((item) => item.align !== 'right');
  const right = menu.filter((item) => item.align === 'right');
  const item = (entry: MenuItem, className?: string) => (
    <li
      key={entry.href}
      data-slot="navigation-menu-item"
      className={join(menuStyles.item, className)}
    >
      {entry.models || entry.children?.length ? (
        <button
          type="button"
          aria-expanded="false"
          data-state="closed"
          data-slot="navigation-menu-trigger"
          className={menuStyles.trigger}
          onPointerEnter={(event) => {
            if (event.pointerType === 'mouse') wanted.current = entry.href;
          }}
          onPointerLeave={() => {
            if (wanted.current === entry.href) wanted.current = undefined;
          }}
          onClick={() => {
            wanted.current = entry.href;
            reach();
          }}
        >
          {entry.label}
          <ChevronDownIcon size={16} className={menuStyles.chevron} />
        </button>
      ) : (
        <Link href={entry.href} className={menuStyles.link.bar} data-slot="navigation-menu-link">
          {entry.label}
        </Link>
      )}
    </li>
  );
  return (
    <nav
      aria-label="Main"
      data-orientation="horizontal"
      dir="ltr"
      data-slot="navigation-menu"
      data-viewport="true"
      className={join(menuStyles.root, styles.nav)}
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div style={{ position: 'relative' }}>
        <ul
          data-orientation="horizontal"
          data-slot="navigation-menu-list"
          className={join(menuStyles.list, styles.row)}
          dir="ltr"
        >
          {left.map((entry) => item(entry))}
          {right.map((entry, index) => item(entry, index === 0 ? styles.right : undefined))}
        </ul>
      </div>
      <div className={menuStyles.viewportPosition} />
    </nav>
  );
}
