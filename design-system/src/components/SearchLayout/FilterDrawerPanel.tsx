'use client';

import { type ReactNode, type RefObject } from 'react';
import { Button } from '../Button/Button';
import {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
} from '../Drawer/Drawer';
import * as styles from './SearchLayout.css';

/**
 * The drawer of the phone's filters. Its 'Filter' button lives in FilterDrawer, so the drawer
 * (and the dialog code under it) loads only when first opened; closing it puts focus back on
 * the button that opened it.
 */
export function FilterDrawerPanel({
  title,
  activeCount,
  showLabel,
  onClearAll,
  children,
  contentId,
  open,
  onOpenChange,
  trigger,
}: {
  title: string;
  activeCount: number;
  showLabel: string;
  onClearAll?: () => void;
  children: ReactNode;
  contentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the button that opened the drawer: focus goes back to it on close */
  trigger: RefObject<HTMLElement | null>;
}) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        id={contentId}
        side="left"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DrawerHeader>
          <DrawerTitle>{title}</DrawerTitle>
        </DrawerHeader>
        <DrawerBody className={styles.drawerFilters}>{children}</DrawerBody>
        <DrawerFooter className={styles.drawerFooter}>
          {onClearAll ? (
            <Button
              variant="ghost"
              tone="neutral"
              disabled={activeCount === 0}
              onClick={onClearAll}
            >
              Clear all
            </Button>
          ) : null}
          <DrawerClose asChild>
            <Button fullWidth>{showLabel}</Button>
          </DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}
