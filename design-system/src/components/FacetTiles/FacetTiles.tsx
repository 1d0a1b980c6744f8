'use client';

import { facetCountLabel } from '../private/facet-count';
import * as styles from './FacetTiles.css';

export interface FacetTile {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
  /** a logo or body picture */
  image?: { src: string; width: number; height: number } | null;
}

export interface FacetTilesProps {
  label: string;
  items: readonly FacetTile[];
  onToggle: (value: string) => void;
}

/** spec §2: facet values as tiles with label, count and an optional logo or body image. */
export function FacetTiles({ label, items, onToggle }: FacetTilesProps) {
  return (
    <div role="group" aria-label={label}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.value}>
            <button
              type="button"
              className={styles.tile}
              aria-pressed={item.isRefined}
              onClick={() => onToggle(item.value)}
            >
              {item.image ? (
                <img
                  className={styles.image}
                  src={item.image.src}
                  width={item.image.width}
                  height={item.image.height}
                  alt=""
                  loading="lazy"
                />
              ) : null}
              <span>{item.label}</span>
              <span className={styles.count}>{facetCountLabel(item.count)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
