'use client';

import { type ComponentProps } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { CheckIcon } from '../../icons';
import { usePortalContainer } from '../../theme/ThemeRoot';
import { dropdownOffset } from '../../theme/dropdown';
import * as styles from './DropdownMenu.css';

// A menu of actions or links behind a button (Share, account, sort), keyboard operable.

const join = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

/**
 * Not modal by default: the page behind stays readable and scrollable, and the menu closes on
 * an outside click or Escape, returning focus to its trigger.
 */
export function DropdownMenu({
  modal = false,
  ...props
}: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root data-slot="dropdown-menu" modal={modal} {...props} />;
}

export function DropdownMenuTrigger(props: ComponentProps<typeof MenuPrimitive.Trigger>) {
  return <MenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

/** The menu, portalled into the themed root. */
export function DropdownMenuContent({
  className,
  sideOffset = dropdownOffset,
  align = 'start',
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  const container = usePortalContainer();
  return (
    <MenuPrimitive.Portal container={container}>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        className={join(styles.content, className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuGroup(props: ComponentProps<typeof MenuPrimitive.Group>) {
  return <MenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

export function DropdownMenuItem({
  className,
  tone = 'neutral',
  ...props
}: ComponentProps<typeof MenuPrimitive.Item> & { tone?: 'neutral' | 'critical' }) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      className={join(styles.item, tone === 'critical' && styles.critical, className)}
      {...props}
    />
  );
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={join(styles.item, className)}
      {...props}
    >
      <span className={styles.indicatorSlot}>
        <MenuPrimitive.ItemIndicator>
          <CheckIcon size={16} />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuRadioGroup(props: ComponentProps<typeof MenuPrimitive.RadioGroup>) {
  return <MenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={join(styles.item, className)}
      {...props}
    >
      <span className={styles.indicatorSlot}>
        <MenuPrimitive.ItemIndicator>
          <CheckIcon size={16} />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={join(styles.label, className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={join(styles.separator, className)}
      {...props}
    />
  );
}

export function DropdownMenuShortcut({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="dropdown-menu-shortcut"
      className={join(styles.shortcut, className)}
      {...props}
    />
  );
}
