'use client';

import { lazy, Suspense, useId } from 'react';
import { MenuIcon } from '../../icons';
import { useLazyOverlay } from '../private/lazy-overlay';
import { type MobileMenuProps } from './MobileMenuDrawer';
import * as styles from './SiteHeader.css';

const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })),
);

/**
 * The header menu on small screens: a 'Menu' button and a drawer. The drawer's code loads when
 * the shopper first opens it (or as the pointer comes near), so no page's first load carries it.
 */
export function MobileMenu(props: MobileMenuProps) {
  const { open, setOpen, wanted, show, trigger } = useLazyOverlay<HTMLButtonElement>();
  const contentId = useId();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onClick={show}
        onPointerEnter={() => void loadDrawer()}
      >
        <MenuIcon />
        Menu
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            {...props}
            contentId={contentId}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
