'use client';

import { type ComponentProps, type Ref, useId, useLayoutEffect, useRef, useState } from 'react';
import { NavigationMenu as NavigationMenuPrimitive } from 'radix-ui';
import { ChevronDownIcon } from '../../icons';
import { Link } from '../Link/Link';
import * as styles from './NavigationMenu.css';

// The site's main menu: top-level links and triggers; a trigger opens a panel (a short list
// of links, or a mega menu of groups) on hover or click. Keyboard: Tab between top-level
// items, Enter or Space opens a panel, ArrowDown moves into it, Escape closes it and returns
// focus to its trigger.

/** spec §2: dropdowns open on hover (or click) or on click only */
export const navigationMenuOpenModes = ['hover', 'click'] as const;
/** `bar`: a top-level link that sits beside the triggers; `panel`: a row inside a panel */
export const navigationMenuLinkVariants = ['bar', 'panel'] as const;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

const join = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

export interface NavigationMenuProps extends Omit<
  ComponentProps<typeof NavigationMenuPrimitive.Root>,
  'activationMode'
> {
  /** `hover` opens a panel on hover or click; `click` ignores the pointer passing over */
  openOn?: (typeof navigationMenuOpenModes)[number];
  /**
   * Called when a panel opens (true) or the last one closes (false); moving from one panel to
   * another is not a change. Give it to the site header's state, e.g.
   * `<header {...headerMenuOpenAttribute(open)}>`.
   */
  onOpenChange?: (open: boolean) => void;
  /** panels open in one shared box under the whole menu (a mega menu); false: under each item */
  viewport?: boolean;
}

/**
 * The `<nav>` (named 'Main' unless told otherwise). While a panel is open it carries
 * `data-menu-open`.
 */
export function NavigationMenu({
  openOn = 'hover',
  onOpenChange,
  value,
  defaultValue,
  onValueChange,
  viewport = true,
  className,
  children,
  'aria-label': ariaLabel = 'Main',
  ref,
  ...props
}: NavigationMenuProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const wasOpen = useRef(current !== '');
  const rootRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Radix puts an empty, focusable span after the open trigger to route Tab into the panel,
    // and marks it aria-hidden: a focusable element hidden from assistive technology
    // (radix-ui/primitives#3085). It has no content, so it needs no hiding.
    rootRef.current
      ?.querySelectorAll(`[data-slot="navigation-menu-trigger"] + span[aria-hidden][tabindex="0"]`)
      .forEach((proxy) => proxy.removeAttribute('aria-hidden'));
  }, [current]);
  const handleValueChange = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
    const open = next !== '';
    if (open !== wasOpen.current) {
      wasOpen.current = open;
      onOpenChange?.(open);
    }
  };
  return (
    <NavigationMenuPrimitive.Root
      ref={(element: HTMLElement | null) => {
        rootRef.current = element;
        assignRef(ref, element);
      }}
      data-slot="navigation-menu"
      data-viewport={viewport}
      data-menu-open={current ? 'true' : undefined}
      aria-label={ariaLabel}
      activationMode={openOn === 'click' ? 'manual' : 'automatic'}
      value={current}
      onValueChange={handleValueChange}
      className={join(styles.root, className)}
      {...props}
    >
      {children}
      {viewport ? <NavigationMenuViewport /> : null}
    </NavigationMenuPrimitive.Root>
  );
}

export function NavigationMenuList({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      data-slot="navigation-menu-list"
      className={join(styles.list, className)}
      {...props}
    />
  );
}

export function NavigationMenuItem({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return (
    <NavigationMenuPrimitive.Item
      data-slot="navigation-menu-item"
      className={join(styles.item, className)}
      {...props}
    />
  );
}

/** A top-level button that opens its item's panel, with a chevron that turns while open. */
export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      data-slot="navigation-menu-trigger"
      className={join(styles.trigger, className)}
      {...props}
    >
      {children}
      <ChevronDownIcon size={16} className={styles.chevron} />
    </NavigationMenuPrimitive.Trigger>
  );
}

/** An item's panel; in the shared viewport unless the menu has `viewport={false}`. */
export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      data-slot="navigation-menu-content"
      className={join(styles.content, className)}
      {...props}
    />
  );
}

export interface NavigationMenuLinkProps extends Omit<
  ComponentProps<typeof NavigationMenuPrimitive.Link>,
  'href' | 'asChild'
> {
  href: string;
  variant?: (typeof navigationMenuLinkVariants)[number];
}

/**
 * A link through the app's Link component. Choosing it closes the menu; `active` marks the
 * current page (aria-current="page").
 */
export function NavigationMenuLink({
  href,
  variant = 'panel',
  className,
  children,
  ...props
}: NavigationMenuLinkProps) {
  return (
    <NavigationMenuPrimitive.Link asChild data-slot="navigation-menu-link" {...props}>
      <Link href={href} className={join(styles.link[variant], className)}>
        {children}
      </Link>
    </NavigationMenuPrimitive.Link>
  );
}

/** The shared box the panels open in, under the whole menu (added by NavigationMenu). */
export function NavigationMenuViewport({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Viewport>) {
  return (
    <div className={styles.viewportPosition}>
      <NavigationMenuPrimitive.Viewport
        data-slot="navigation-menu-viewport"
        className={join(styles.viewport, className)}
        {...props}
      />
    </div>
  );
}

/** A line under the open trigger. */
export function NavigationMenuIndicator({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Indicator>) {
  return (
    <NavigationMenuPrimitive.Indicator
      data-slot="navigation-menu-indicator"
      className={join(styles.indicator, className)}
      {...props}
    />
  );
}

/** A panel's groups side by side, wrapping onto more rows on narrower screens. */
export function NavigationMenuGrid({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="navigation-menu-grid" className={join(styles.grid, className)} {...props} />
  );
}

export interface NavigationMenuGroupProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** names the group's list for screen readers too */
  title: string;
}

/** A titled list inside a panel: pass `<li>` children (links, model cards). */
export function NavigationMenuGroup({
  title,
  className,
  children,
  ...props
}: NavigationMenuGroupProps) {
  const titleId = useId();
  return (
    <div data-slot="navigation-menu-group" className={join(styles.group, className)} {...props}>
      <div id={titleId} className={styles.groupTitle}>
        {title}
      </div>
      <ul aria-labelledby={titleId} className={styles.groupList}>
        {children}
      </ul>
    </div>
  );
}
