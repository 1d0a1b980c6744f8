'use client';

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
import { type MenuItem } from './SiteHeader';
import * as styles from './SiteHeader.css';

// The header's menu when an item opens a panel: the model range (spec §2 'New Vehicles': the
// model mega-menu grouped by body category) or a dropdown of links (spec §2 'dropdowns (hover or
// click)': Discover, Service). Hover or click opens a panel, choosing a link closes it, Escape
// closes it and returns focus to its trigger. The other items are plain links beside them.

export function HeaderNavigation({ menu }: { menu: readonly MenuItem[] }) {
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
    <NavigationMenu className={styles.nav}>
      <NavigationMenuList className={styles.row}>
        {left.map((entry) => item(entry))}
        {right.map((entry, index) => item(entry, index === 0 ? styles.right : undefined))}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
