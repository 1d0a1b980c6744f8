'use client';

import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Button } from '../Button/Button';
import { useLazyOverlay } from '../private/lazy-overlay';
import * as styles from './SearchLayout.css';

const loadPanel = () => import('./FilterDrawerPanel');
const FilterDrawerPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.FilterDrawerPanel })),
);

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
 * (CSS decides, so the server's page and the hydrated one are laid out alike). The drawer's
 * code loads on the first press (or as the pointer or focus comes to the button).
 */
export function FilterDrawer({
  title,
  activeCount,
  showLabel,
  onClearAll,
  children,
}: FilterDrawerProps) {
  const { open, setOpen, wanted, show, trigger } = useLazyOverlay<
    HTMLButtonElement & HTMLAnchorElement
  >();
  const contentId = useId();
  return (
    <div className={styles.filterButton}>
      <Button
        ref={trigger}
        variant="soft"
        tone="neutral"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onClick={show}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        {filterButtonLabel(activeCount)}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <FilterDrawerPanel
            title={title}
            activeCount={activeCount}
            showLabel={showLabel}
            onClearAll={onClearAll}
            contentId={contentId}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
          >
            {children}
          </FilterDrawerPanel>
        </Suspense>
      ) : null}
    </div>
  );
}
