'use client';

import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { CallIcon, CloseIcon, MenuIcon } from '../../icons';
import { usePortalContainer } from '../../theme/ThemeRoot';
import { Link } from '../Link/Link';
import { type MenuItem } from './SiteHeader';
import * as styles from './SiteHeader.css';

/** The header menu on small screens: a drawer from the right. */
export function MobileMenu({
  menu,
  phone,
  siteName,
}: {
  menu: readonly MenuItem[];
  phone?: string;
  siteName: string;
}) {
  const [open, setOpen] = useState(false);
  const container = usePortalContainer();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.menuButton}>
        <MenuIcon />
        Menu
      </Dialog.Trigger>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
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
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                  </Link>
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
