'use client';

import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from '../Drawer/Drawer';
import * as styles from './SearchLayout.css';

export interface FilterDrawerProps {
  /** the drawer's title, e.g. 'Filter cars' */
  title: string;
  /** how many filters are applied: shown on the button */
  activeCount: number;
  /** what the apply button says, e.g. 'Show Me 1,254 Cars' */
  showLabel: string;
  /** removes every filter; without it there is no 'Clear all' */
  onClearAll?: () => void;
  /** the filters */
  children: ReactNode;
}

/** The button text: 'Filter', or 'Filter (2)' with two filters applied. */
export function filterButtonLabel(activeCount: number): string {
  return activeCount > 0 ? `Filter (${activeCount})` : 'Filter';
}

/**
 * On a phone the filters wait behind a 'Filter' button, so the results come first: it opens
 * them in a drawer (focus trapped, and returned to the button on close) whose 'Show Me N …'
 * button closes it on the results. Wider screens show the filters beside the results instead
 * (CSS decides, so the server's page and the hydrated one are laid out alike).
 */
export function FilterDrawer({
  title,
  activeCount,
  showLabel,
  onClearAll,
  children,
}: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.filterButton}>
      <Drawer open={open} onOpenChange={setOpen}>
        <DrawerTrigger asChild>
          <Button variant="soft" tone="neutral">
            {filterButtonLabel(activeCount)}
          </Button>
        </DrawerTrigger>
        <DrawerContent side="left" aria-describedby={undefined}>
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
    </div>
  );
}
