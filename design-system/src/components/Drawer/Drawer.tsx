'use client';

import { type ComponentProps, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { CloseIcon } from '../../icons';
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from '../Dialog/Dialog';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Drawer.css';

// A sheet that slides in from a side of the screen (the mobile menu, filters on a phone):
// a Dialog underneath, so focus is trapped and Escape closes it.

export const drawerSides = ['left', 'right', 'top', 'bottom'] as const;

const join = (...classes: (string | undefined | false)[]) => classes.filter(Boolean).join(' ');

export function Drawer(props: ComponentProps<typeof Dialog>) {
  return <Dialog data-slot="drawer" {...props} />;
}

export function DrawerTrigger(props: ComponentProps<typeof DialogTrigger>) {
  return <DialogTrigger data-slot="drawer-trigger" {...props} />;
}

export function DrawerClose(props: ComponentProps<typeof DialogClose>) {
  return <DialogClose data-slot="drawer-close" {...props} />;
}

export interface DrawerContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: (typeof drawerSides)[number];
}

export function DrawerContent({
  side = 'right',
  className,
  children,
  ...props
}: DrawerContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="drawer-content"
        data-side={side}
        className={join(styles.content, styles.side[side], className)}
        {...props}
      >
        {side === 'bottom' ? <div className={styles.handle} aria-hidden="true" /> : null}
        {children}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** The title row with the close button ('Close' unless told otherwise). */
export function DrawerHeader({
  children,
  closeLabel = 'Close',
  className,
  ...props
}: ComponentProps<'div'> & { closeLabel?: string; children: ReactNode }) {
  return (
    <div data-slot="drawer-header" className={join(styles.header, className)} {...props}>
      <div className={styles.headerText}>{children}</div>
      <DialogPrimitive.Close asChild>
        <IconButton label={closeLabel} icon={<CloseIcon />} variant="transparent" />
      </DialogPrimitive.Close>
    </div>
  );
}

export function DrawerTitle(props: ComponentProps<typeof DialogTitle>) {
  return <DialogTitle data-slot="drawer-title" {...props} />;
}

export function DrawerDescription(props: ComponentProps<typeof DialogDescription>) {
  return <DialogDescription data-slot="drawer-description" {...props} />;
}

export function DrawerBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="drawer-body" className={join(styles.body, className)} {...props} />;
}

export function DrawerFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="drawer-footer" className={join(styles.footer, className)} {...props} />;
}
