import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import * as styles from './ModelCard.css';
import { Image } from '../Image/Image';

/** spec §2: coming_soon models read 'Upcoming', others 'All-New' (the caller decides which) */
export const modelCardLabels = ['All-New', 'Upcoming'] as const;
export type ModelCardLabel = (typeof modelCardLabels)[number];

export interface ModelCardProps {
  /** e.g. 'Corolla Hatch' */
  name: string;
  image?: { src: string; alt: string; width: number; height: number } | null;
  label?: ModelCardLabel | null;
  /** the model page */
  exploreHref: string;
  /** the model's stock search; none hides 'Our Stock' (upcoming models) */
  stockHref?: string | null;
  /** the model's accessories; none hides 'View Accessories' */
  accessoriesHref?: string | null;
  headingLevel?: 2 | 3 | 4;
}

/** A model of the range: picture, name, its label, Explore / Our Stock and 'View Accessories'. */
export function ModelCard({
  name,
  image,
  label,
  exploreHref,
  stockHref,
  accessoriesHref,
  headingLevel = 3,
}: ModelCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-label={name} data-slot="model-card">
      {label ? (
        <p className={`${styles.label} ${styles.labelTone[label]}`} data-label={label}>
          {label}
        </p>
      ) : null}
      <div className={styles.media}>
        {image ? (
          <Image
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            slot="model"
          />
        ) : null}
      </div>
      <Heading className={styles.name}>{name}</Heading>
      <div className={styles.links}>
        <Link href={exploreHref} className={styles.link} aria-label={`Explore ${name}`}>
          Explore
        </Link>
        {stockHref ? (
          <Link href={stockHref} className={styles.link} aria-label={`Our Stock: ${name}`}>
            Our Stock
          </Link>
        ) : null}
      </div>
      {accessoriesHref ? (
        <Button
          href={accessoriesHref}
          variant="ghost"
          size="small"
          fullWidth
          aria-label={`View Accessories: ${name}`}
        >
          View Accessories
        </Button>
      ) : null}
    </article>
  );
}
