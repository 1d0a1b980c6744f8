'use client';

import { type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { CallIcon, CloseIcon } from '../../icons';
import { usePortalContainer } from '../../theme/ThemeRoot';
import { Link } from '../Link/Link';
import { type MenuItem } from './SiteHeader';
import * as styles from './SiteHeader.css';

export interface MobileMenuProps {
  menu: readonly MenuItem[];
  phone?: string;
  siteName: string;
}

/**
 * The header menu's drawer, from the right. Its 'Menu' button lives in MobileMenu, so the drawer
 * (and the dialog code under it) loads only when first opened; closing it puts focus back on the
 * button that opened it.
 */
export function MobileMenuDrawer({
  menu,
  phone,
  siteName,
  contentId,
  open,
  onOpenChange,
  trigger,
}: MobileMenuProps & {
  contentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the button that opened the drawer: focus goes back to it on close */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const container = usePortalContainer();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={contentId}
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className={styles.drawerHeader}>
            <Dialog.Title className={styles.drawerTitle}>{siteName}</Dialog.Title>
            <Dialog.Close className={styles.menuButton} aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <ul className={styles.drawerList}>
              {menu.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={styles.drawerLink}
                    onClick={() => onOpenChange(false)}
                  >
                    {item.label}
                  </Link>
                  {item.children?.length ? (
                    <ul className={styles.drawerSubList} aria-label={item.label}>
                      {item.children.map((link) => (
                        <li key={link.href}>
                          <Link
                            href={link.href}
                            className={styles.drawerSubLink}
                            onClick={() => onOpenChange(false)}
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
              {phone ? (
                <li>
                  <a href={`tel:${phone.replace(/\s+/g, '')}`} className={styles.drawerLink}>
                    <CallIcon /> {phone}
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
