import { type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Image } from '../Image/Image';
import { Link } from '../Link/Link';
import { formatAud } from '../Price/format';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './VehicleCard.css';

export const vehicleCardTagTones = ['accent', 'neutral', 'positive', 'critical', 'info'] as const;

export interface VehicleCardPrice {
  /** the amount shown; null shows `text` instead (e.g. 'PREORDER', 'Enquire for price.') */
  amount: number | null;
  text?: string | null;
  /** e.g. 'Drive Away', 'per week' */
  qualifier?: string | null;
  /** the earlier, higher price, struck through */
  wasPrice?: number | null;
}

export interface VehicleCardProps {
  href: string;
  title: string;
  subtitle?: string | null;
  image?: { src: string; alt: string; width: number; height: number } | null;
  /** the first cards of a page load their image eagerly */
  priority?: boolean;
  price: VehicleCardPrice;
  tag?: { label: string; tone: (typeof vehicleCardTagTones)[number] } | null;
  facts?: readonly string[];
  location?: string | null;
  certifiedLabel?: string | null;
  /**
   * in-stock actions; a not-in-stock card shows only `findSimilarHref` ('Find Me Something
   * Similar', under 'Like this and want something similar?')
   */
  inStock: boolean;
  quickEnquiryHref?: string | null;
  reserve?: { label: string; href: string } | null;
  findSimilarHref?: string | null;
  /** e.g. a favourite toggle */
  extra?: ReactNode;
  headingLevel?: 2 | 3;
}

/** A search result: picture, title, price block, tag, key facts and the card's actions. */
export function VehicleCard({
  href,
  title,
  subtitle,
  image,
  priority = false,
  price,
  tag,
  facts = [],
  location,
  certifiedLabel,
  inStock,
  quickEnquiryHref,
  reserve,
  findSimilarHref,
  extra,
  headingLevel = 3,
}: VehicleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.media}>
        {image ? (
          <Image
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            slot="card"
            priority={priority}
          />
        ) : (
          <div className={styles.noImage}>Photos coming soon</div>
        )}
        {tag ? (
          <span className={`${styles.tag} ${styles.tagTone[tag.tone]}`}>{tag.label}</span>
        ) : null}
        {certifiedLabel ? <span className={styles.certified}>{certifiedLabel}</span> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={href} className={styles.titleLink}>
            {title}
          </Link>
        </Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <div className={styles.priceRow} data-testid="vehicle-price">
          {price.amount !== null ? (
            <span className={styles.price}>{formatAud(price.amount)}</span>
          ) : (
            <span className={styles.noPrice}>{price.text}</span>
          )}
          {price.qualifier ? <span className={styles.qualifier}>{price.qualifier}</span> : null}
          {price.wasPrice ? (
            <span className={styles.was}>
              <VisuallyHidden>Was </VisuallyHidden>
              {formatAud(price.wasPrice)}
            </span>
          ) : null}
        </div>
        {facts.length > 0 ? (
          <ul className={styles.facts} aria-label="Key facts">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {location ? <p className={styles.location}>{location}</p> : null}
        {extra}
        <div className={styles.actions}>
          {inStock ? (
            <>
              <div className={styles.actionRow}>
                <Button href={href} size="small" aria-label={`Explore Vehicle: ${title}`}>
                  Explore Vehicle
                </Button>
                {quickEnquiryHref ? (
                  <Button
                    href={quickEnquiryHref}
                    size="small"
                    variant="ghost"
                    aria-label={`Quick Enquiry: ${title}`}
                  >
                    Quick Enquiry
                  </Button>
                ) : null}
              </div>
              {reserve ? (
                <Button
                  href={reserve.href}
                  size="small"
                  variant="soft"
                  aria-label={`${reserve.label}: ${title}`}
                >
                  {reserve.label}
                </Button>
              ) : null}
            </>
          ) : findSimilarHref ? (
            // spec §2 not in stock: only 'Find Me Something Similar' / 'Like this and want
            // something similar?'
            <>
              <p className={styles.findSimilarPrompt}>Like this and want something similar?</p>
              <Button
                href={findSimilarHref}
                size="small"
                variant="ghost"
                aria-label={`Find Me Something Similar to ${title}`}
              >
                Find Me Something Similar
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}
