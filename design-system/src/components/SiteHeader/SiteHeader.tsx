import { type ReactNode } from 'react';
import { CallIcon } from '../../icons';
import { Link } from '../Link/Link';
import { type ModelMenuEntry } from '../NavigationMenu/ModelMenu';
import { HeaderNavigation } from './HeaderNavigation';
import { headerDensity } from './header-layout';
import { MobileMenu } from './MobileMenu';
import * as styles from './SiteHeader.css';

export interface MenuItem {
  label: string;
  href: string;
  align?: 'left' | 'right';
  /** the item opens the model mega-menu of these models (spec §2 'New Vehicles') */
  models?: readonly ModelMenuEntry[];
  /** the item opens a dropdown of these links (spec §2 'dropdowns (hover or click)') */
  children?: readonly MenuLink[];
}

/** A link of a dropdown. */
export interface MenuLink {
  label: string;
  href: string;
}

export interface SiteHeaderProps {
  siteName: string;
  logoUrl?: string;
  homeHref: string;
  menu: readonly MenuItem[];
  phone?: string;
  /**
   * the shopper's account control ('Sign In' or 'Sign Out'), where the site has accounts: on the
   * strip above the menu on wide screens, beside the menu button below them
   */
  account?: ReactNode;
}

/**
 * The site header: skip link, logo or name, the template's menu, the phone number and the
 * shopper's account control.
 */
export function SiteHeader({ siteName, logoUrl, homeHref, menu, phone, account }: SiteHeaderProps) {
  const left = menu.filter((item) => item.align !== 'right');
  const right = menu.filter((item) => item.align === 'right');
  const compact = headerDensity(menu, siteName) === 'compact';
  const phoneLink = phone ? (
    <a href={`tel:${phone.replace(/\s+/g, '')}`} className={styles.phone}>
      <CallIcon /> {phone}
    </a>
  ) : null;
  return (
    <header className={compact ? `${styles.header} ${styles.compact}` : styles.header}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.accentStrip} />
      {/* a long menu takes the whole row: the phone number sits on a strip above it */}
      {(compact && phoneLink) || account ? (
        <div className={styles.utility}>
          {compact ? phoneLink : null}
          {account ? <div className={styles.account}>{account}</div> : null}
        </div>
      ) : null}
      <div className={styles.bar}>
        <Link href={homeHref} className={styles.home}>
          {logoUrl ? <img src={logoUrl} alt={siteName} className={styles.logo} /> : siteName}
        </Link>
        {menu.some((item) => item.models || item.children?.length) ? (
          <HeaderNavigation menu={menu} />
        ) : (
          <nav aria-label="Main" className={styles.nav}>
            <ul className={`${styles.menu} ${styles.row}`}>
              {left.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.menuLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
              {right.map((item, index) => (
                <li key={item.href} className={index === 0 ? styles.right : undefined}>
                  <Link href={item.href} className={styles.menuLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {compact ? null : phoneLink}
        <div className={styles.mobileOnly}>
          {account ? <div className={styles.account}>{account}</div> : null}
          <MobileMenu
            menu={menu.map(({ models: _models, ...item }) => item)}
            phone={phone}
            siteName={siteName}
          />
        </div>
      </div>
    </header>
  );
}
