import { useId } from 'react';
import { Button } from '../Button/Button';
import * as cardStyles from './OfferCard.css';
import * as styles from './OfferDetail.css';
import { Image } from '../Image/Image';

export interface OfferDetailAction {
  label: string;
  href: string;
  /** the first action is solid, the others soft, unless set */
  variant?: 'solid' | 'soft';
}

export interface OfferDetailProps {
  title: string;
  /** spec §9: offer images are 375×250 */
  image?: { src: string; alt: string; width: number; height: number } | null;
  /** e.g. 'Finance offer' */
  category?: string | null;
  /**
   * the whole description as HTML the caller has made safe (basic formatting and links only);
   * its headings one level below the title's
   */
  descriptionHtml?: string | null;
  /** the whole disclaimer, as plain text */
  disclaimer?: string | null;
  /** e.g. 'Offer ends 31 December 2026' */
  expiry?: string | null;
  /** what the shopper can do next: enquire, see the model... */
  actions?: readonly OfferDetailAction[];
  /** the offer's title is the page's heading (1) or a section's (2) */
  headingLevel?: 1 | 2;
}

/**
 * One offer in full (spec §2 'single offer view'): picture, category, title, the whole
 * description and disclaimer, and what to do next.
 */
export function OfferDetail({
  title,
  image,
  category,
  descriptionHtml,
  disclaimer,
  expiry,
  actions = [],
  headingLevel = 1,
}: OfferDetailProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.detail} aria-labelledby={titleId} data-slot="offer-detail">
      {image ? (
        <div className={styles.media}>
          <Image
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            slot="hero"
            priority
          />
        </div>
      ) : null}
      <div className={styles.body}>
        {category ? <p className={styles.category}>{category}</p> : null}
        <Heading className={styles.title} id={titleId}>
          {title}
        </Heading>
        {expiry ? <p className={styles.expiry}>{expiry}</p> : null}
        {descriptionHtml ? (
          <div
            className={cardStyles.richText}
            data-slot="offer-description"
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        ) : null}
        {actions.length > 0 ? (
          <div className={styles.actions}>
            {actions.map((action, index) => (
              <Button
                key={action.href}
                href={action.href}
                variant={action.variant ?? (index === 0 ? 'solid' : 'soft')}
              >
                {action.label}
              </Button>
            ))}
          </div>
        ) : null}
        {disclaimer ? <p className={styles.disclaimer}>{disclaimer.trim()}</p> : null}
      </div>
    </article>
  );
}
