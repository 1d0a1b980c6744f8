import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CallToActionBand.css';

export interface CallToAction {
  /** stable key, e.g. 'finance' */
  id: string;
  /** e.g. 'Finance' */
  title: string;
  description: string;
  /** the button's words, e.g. 'Finance Enquiry' */
  label: string;
  /** a page the site offers */
  href: string;
}

export interface CallToActionBandProps {
  /** names the band; shown, or for screen readers only with `hideHeading` */
  heading: string;
  hideHeading?: boolean;
  items: readonly CallToAction[];
}

/**
 * The dealer's other services in a band of cards (finance, trade-in, service on the home page):
 * a title, a line of what it is and a button to its page. Nothing when there are none.
 */
export function CallToActionBand({ heading, hideHeading = false, items }: CallToActionBandProps) {
  if (items.length === 0) return null;
  return (
    <section className={styles.root} aria-label={heading} data-slot="call-to-action-band">
      {hideHeading ? (
        <VisuallyHidden as="h2">{heading}</VisuallyHidden>
      ) : (
        <h2 className={styles.heading}>{heading}</h2>
      )}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <article className={styles.card} aria-label={item.title}>
              <div className={styles.text}>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.description}>{item.description}</p>
              </div>
              <Button href={item.href} variant="solid">
                {item.label}
              </Button>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
