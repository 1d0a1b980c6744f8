import { CallIcon, ClockIcon, MapPinIcon } from '../../icons';
import { Button } from '../Button/Button';
import { StarRating } from '../StarRating/StarRating';
import { licenceLines, type LocationLicences, telHref } from './licences';
import * as styles from './LocationCard.css';
import { Image } from '../Image/Image';

export const locationCardVariants = ['standard', 'dark'] as const;
export type LocationCardVariant = (typeof locationCardVariants)[number];

export interface LocationHoursRow {
  /** 'Mon-Fri', or one day: 'Sat' */
  label: string;
  /** '8:30 AM - 5:30 PM', 'Closed', 'By appointment only' */
  hours: string;
}

export interface LocationCardProps {
  name: string;
  /** the location's page */
  href: string;
  /** the button's text: 'View Details' (cards) or 'View Location Details' (/our-location) */
  detailsLabel?: string;
  /** spec §9: location images are 600×400 */
  image?: { src: string; alt: string; width: number; height: number } | null;
  /** the location's review summary; none hides the stars */
  rating?: { average: number; count: number } | null;
  /** one line a part: street, then suburb, state and postcode */
  address?: readonly string[] | null;
  /** weekday hours, already collapsed ('Mon-Fri') */
  hours?: readonly LocationHoursRow[];
  phone?: string | null;
  licences?: LocationLicences | null;
  variant?: LocationCardVariant;
  /**
   * spec §9 location images: 600×400 ('ratio', at the card's width), or a strip 150px high
   * ('strip', the 'Our Locations' carousel's narrow cards)
   */
  imageShape?: 'ratio' | 'strip';
  headingLevel?: 2 | 3 | 4;
}

/**
 * A dealer location: picture, name, review stars, address, weekday hours, phone, licence
 * numbers and 'View Details' (spec §2). The dark variant sits on the brand colour.
 */
export function LocationCard({
  name,
  href,
  detailsLabel = 'View Details',
  image,
  rating,
  address,
  hours = [],
  phone,
  licences,
  variant = 'standard',
  imageShape = 'ratio',
  headingLevel = 3,
}: LocationCardProps) {
  const Heading = `h${headingLevel}` as const;
  const licenceRows = licenceLines(licences);
  return (
    <article
      className={`${styles.card} ${styles.variant[variant]}`}
      aria-label={name}
      data-slot="location-card"
      data-variant={variant}
    >
      <div
        className={`${styles.media} ${styles.mediaShape[imageShape]}`}
        data-slot="location-card-media"
      >
        {image ? (
          <Image
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            slot="location"
          />
        ) : (
          <MapPinIcon size={40} className={styles.noImage} />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{name}</Heading>
        {rating ? <StarRating rating={rating.average} count={rating.count} size="small" /> : null}
        {address && address.length > 0 ? (
          <address className={styles.row}>
            <MapPinIcon size={18} className={styles.icon} />
            <span>
              {address.map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </span>
          </address>
        ) : null}
        {hours.length > 0 ? (
          <div className={styles.row}>
            <ClockIcon size={18} className={styles.icon} />
            <dl className={styles.hours} aria-label="Opening hours">
              {hours.map((row) => (
                <div key={row.label} className={styles.hoursRow}>
                  <dt className={styles.day}>{row.label}</dt>
                  <dd className={styles.time}>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {phone ? (
          <p className={styles.row}>
            <CallIcon size={18} className={styles.icon} />
            <a href={telHref(phone)} className={styles.phone}>
              {phone}
            </a>
          </p>
        ) : null}
        {licenceRows.length > 0 ? (
          <ul className={styles.licences} aria-label="Licences">
            {licenceRows.map((line) => (
              <li key={line.label}>
                {line.label}: {line.number}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.actions}>
          <Button href={href} size="small" fullWidth aria-label={`${detailsLabel}: ${name}`}>
            {detailsLabel}
          </Button>
        </div>
      </div>
    </article>
  );
}
