import { Link } from '../Link/Link';
import { SocialLinks, type SocialNetwork } from '../SocialLinks/SocialLinks';
import * as styles from './SiteFooter.css';

export interface FooterLink {
  label: string;
  href: string;
}

/** Links under a heading (spec §2 the Toyota footer's Pre-Owned, Service, Contact groups). */
export interface FooterLinkGroup {
  heading: string;
  links: readonly FooterLink[];
}

export interface SiteFooterProps {
  siteName: string;
  year: number;
  social: Partial<Record<SocialNetwork, string>>;
  /** spec §9 licence labels DL (dealer licence), CL (car licence), MRB (motor repairer). */
  licences: { dealerLicence?: string; carLicence?: string; motorRepairer?: string };
  poweredBy: string;
  links: readonly FooterLink[];
  /** groups of links, each under its heading, above the footer links */
  groups?: readonly FooterLinkGroup[];
}

const headingId = (heading: string) =>
  `footer-${heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * The site footer: social links, groups of links under their headings, footer links, licence
 * numbers, copyright and credit.
 */
export function SiteFooter({
  siteName,
  year,
  social,
  licences,
  poweredBy,
  links,
  groups = [],
}: SiteFooterProps) {
  const licenceRows = [
    ['DL', licences.dealerLicence],
    ['CL', licences.carLicence],
    ['MRB', licences.motorRepairer],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div>
            <p className={styles.name}>{siteName}</p>
            {licenceRows.length > 0 ? (
              <ul className={styles.list} aria-label="Licences">
                {licenceRows.map(([label, value]) => (
                  <li key={label} className={styles.small}>
                    {label}: {value.replace(new RegExp(`^${label}\\s*`), '')}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <SocialLinks links={social} tone="onBrand" />
        </div>
        <nav aria-label="Footer" className={styles.nav}>
          {groups.length > 0 ? (
            <div className={styles.groups}>
              {groups.map((group) => (
                <div key={group.heading}>
                  <h2 id={headingId(group.heading)} className={styles.groupHeading}>
                    {group.heading}
                  </h2>
                  <ul className={styles.groupList} aria-labelledby={headingId(group.heading)}>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href} className={styles.link}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ) : null}
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.bottom}>
          <p className={styles.small}>
            © {year} {siteName}. All rights reserved.
          </p>
          <p className={styles.small}>Powered By {poweredBy}</p>
        </div>
      </div>
    </footer>
  );
}
