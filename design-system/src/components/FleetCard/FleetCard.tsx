import { type ReactNode } from 'react';
import { CheckIcon } from '../../icons';
import { Button } from '../Button/Button';
import { Modal } from '../Dialog/Dialog';
import * as styles from './FleetCard.css';
import { Image } from '../Image/Image';

/** spec §2 fleet card bullets, in order */
export const fleetCardBullets = [
  'Custom fleet solutions',
  'Servicing and repairs',
  'Fast quotes',
  'Finance Options',
] as const;

export interface FleetCardProps {
  /** e.g. 'Fleet Sales' */
  heading: string;
  description?: string | null;
  image?: { src: string; alt: string; width: number; height: number } | null;
  /** where 'Get In Touch' goes (the fleet enquiry page)… */
  href?: string | null;
  /** …or the fleet enquiry form it opens in a dialog (focus returns to the button on close) */
  enquiryDialog?: { title: string; content: ReactNode } | null;
  headingLevel?: 2 | 3;
}

/** The fleet card among search results: heading, the four fleet promises and 'Get In Touch'. */
export function FleetCard({
  heading,
  description,
  image,
  href,
  enquiryDialog,
  headingLevel = 3,
}: FleetCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-label={heading} data-slot="fleet-card">
      {image ? (
        <div className={styles.media}>
          <Image
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            slot="card"
          />
        </div>
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.heading}>{heading}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        <ul className={styles.bullets}>
          {fleetCardBullets.map((bullet) => (
            <li key={bullet} className={styles.bullet}>
              <CheckIcon size={18} className={styles.check} />
              {bullet}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          {enquiryDialog ? (
            <Modal title={enquiryDialog.title} trigger={<Button fullWidth>Get In Touch</Button>}>
              {enquiryDialog.content}
            </Modal>
          ) : (
            <Button href={href ?? undefined} fullWidth>
              Get In Touch
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
