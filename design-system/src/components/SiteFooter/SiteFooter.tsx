import { Link } from '../Link/Link';
import { SocialLinks, type SocialNetwork } from '../SocialLinks/SocialLinks';
import * as styles from './SiteFooter.css';

export interface SiteFooterProps {
  siteName: string;
  year: number;
  social: Partial<Record<SocialNetwork, string>>;
  /** spec §9 licence labels DL (dealer licence), CL (car licence), MRB (motor repairer). */
  licences: { dealerLicence?: string; carLicence?: string; motorRepairer?: string };
  poweredBy: string;
  links: readonly { label: string; href: string }[];
}

/** The site footer: social links, footer links, licence numbers, copyright and credit. */
export function SiteFooter({
  siteName,
  year,
  social,
  licences,
  poweredBy,
  links,
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
        <nav aria-label="Footer">
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
