'use client';

import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { ShowMoreButton } from '../private/ShowMoreButton';
import { offerDescriptionPreview, offerDisclaimerPreview } from './truncate';
import * as styles from './OfferCard.css';
import { Image } from '../Image/Image';

export interface OfferCardProps {
  title: string;
  /** spec §9: offer images are 375×250 */
  image?: { src: string; alt: string; width: number; height: number } | null;
  /** e.g. 'Finance offer' */
  category?: string | null;
  /** the description as plain text; line breaks start new lines */
  description?: string | null;
  /**
   * the description as HTML the caller has made safe (basic formatting and links only): shown
   * when the description is shown whole; `description` is its text, for the preview
   */
  descriptionHtml?: string | null;
  disclaimer?: string | null;
  /** the link to the single offer view */
  action?: { label: string; href: string } | null;
  /** show the whole description and disclaimer from the start (finance offers on some sites) */
  expandedByDefault?: boolean;
  headingLevel?: 2 | 3;
}

/**
 * A manufacturer or dealer offer: picture, title, a description that collapses with
 * 'View more' / 'View less' and a disclaimer cut at 200 characters with 'View full
 * disclaimer' / 'View less disclaimer' (spec §4).
 */
export function OfferCard({
  title,
  image,
  category,
  description,
  descriptionHtml,
  disclaimer,
  action,
  expandedByDefault = false,
  headingLevel = 3,
}: OfferCardProps) {
  const [descriptionOpen, setDescriptionOpen] = useState(expandedByDefault);
  const [disclaimerOpen, setDisclaimerOpen] = useState(expandedByDefault);
  const descriptionId = useId();
  const disclaimerId = useId();
  const Heading = `h${headingLevel}` as const;
  const shortDescription = description ? offerDescriptionPreview(description) : null;
  const shortDisclaimer = disclaimer ? offerDisclaimerPreview(disclaimer) : null;
  return (
    <article className={styles.card} aria-label={title} data-slot="offer-card">
      {image ? (
        <div className={styles.media}>
          <Image
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            slot="offer"
          />
        </div>
      ) : null}
      <div className={styles.body}>
        {category ? <p className={styles.category}>{category}</p> : null}
        <Heading className={styles.title}>{title}</Heading>
        {description ? (
          <div className={styles.section}>
            {shortDescription && !descriptionOpen ? (
              <p className={styles.description} id={descriptionId}>
                {shortDescription}
              </p>
            ) : descriptionHtml ? (
              <div
                className={styles.richText}
                id={descriptionId}
                data-slot="offer-description"
                dangerouslySetInnerHTML={{ __html: descriptionHtml }}
              />
            ) : (
              <p className={styles.description} id={descriptionId}>
                {description.trim()}
              </p>
            )}
            {shortDescription ? (
              <ShowMoreButton
                expanded={descriptionOpen}
                onToggle={() => setDescriptionOpen((open) => !open)}
                controls={descriptionId}
                moreLabel="View more"
                lessLabel="View less"
              />
            ) : null}
          </div>
        ) : null}
        {action ? (
          <div className={styles.actions}>
            <Button href={action.href} size="small" aria-label={`${action.label}: ${title}`}>
              {action.label}
            </Button>
          </div>
        ) : null}
        {disclaimer ? (
          <div className={styles.disclaimerSection}>
            <p className={styles.disclaimer} id={disclaimerId}>
              {shortDisclaimer && !disclaimerOpen ? shortDisclaimer : disclaimer.trim()}
            </p>
            {shortDisclaimer ? (
              <button
                type="button"
                className={styles.disclaimerToggle}
                aria-expanded={disclaimerOpen}
                aria-controls={disclaimerId}
                onClick={() => setDisclaimerOpen((open) => !open)}
              >
                {disclaimerOpen ? 'View less disclaimer' : 'View full disclaimer'}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
