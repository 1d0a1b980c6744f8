'use client';

import { Link } from '../Link/Link';
import { facetCountLabel } from '../private/facet-count';
import * as styles from './FacetTiles.css';
import { Image } from '../Image/Image';

export interface FacetTile {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
  /** a logo or body picture */
  image?: { src: string; width: number; height: number } | null;
  /** a tile that goes to a page (e.g. the search for this body) instead of toggling a filter */
  href?: string | null;
}

export interface FacetTilesProps {
  label: string;
  items: readonly FacetTile[];
  /** a tile without an href was pressed */
  onToggle?: (value: string) => void;
}

/**
 * spec §2: facet values as tiles with label, count and an optional logo or body image; each a
 * toggle of the filter, or a link where it has an href.
 */
export function FacetTiles({ label, items, onToggle }: FacetTilesProps) {
  return (
    <div role="group" aria-label={label}>
      <ul className={styles.grid}>
        {items.map((item) => {
          const content = (
            <>
              {item.image ? (
                <Image
                  className={styles.image}
                  src={item.image.src}
                  width={item.image.width}
                  height={item.image.height}
                  alt=""
                  slot="thumbnail"
                />
              ) : null}
              <span>{item.label}</span>
              <span className={styles.count}>{facetCountLabel(item.count)}</span>
            </>
          );
          return (
            <li key={item.value}>
              {item.href ? (
                <Link href={item.href} className={`${styles.tile} ${styles.linkTile}`}>
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.tile}
                  aria-pressed={item.isRefined}
                  onClick={() => onToggle?.(item.value)}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
