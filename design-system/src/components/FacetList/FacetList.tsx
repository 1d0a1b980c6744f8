'use client';

import { useId, useState } from 'react';
import * as styles from './FacetList.css';

export interface FacetListItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

export interface FacetListProps {
  /** the accessible name of the group, e.g. 'Make' */
  label: string;
  items: readonly FacetListItem[];
  onToggle: (value: string) => void;
  /** items shown before 'Show more' */
  limit?: number;
  /** counts above this show as 'N+' (spec §9 counts above 1999 are capped) */
  countCap?: number;
  showMoreLabel?: string;
  showLessLabel?: string;
}

const format = new Intl.NumberFormat('en-AU');

/** Checkbox list of a facet's values with their counts. */
export function FacetList({
  label,
  items,
  onToggle,
  limit = 8,
  countCap = 1999,
  showMoreLabel = 'Show more',
  showLessLabel = 'Show less',
}: FacetListProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (items.length === 0) return <p className={styles.empty}>No options for this search.</p>;
  const shown = expanded ? items : items.slice(0, limit);
  return (
    <div role="group" aria-label={label}>
      <ul className={styles.list} id={id}>
        {shown.map((item) => (
          <li key={item.value}>
            <label className={styles.option}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={item.isRefined}
                onChange={() => onToggle(item.value)}
              />
              <span>{item.label}</span>
              <span className={styles.count} aria-label={`${item.count} results`}>
                {item.count > countCap ? `${format.format(countCap)}+` : format.format(item.count)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {items.length > limit ? (
        <button
          type="button"
          className={styles.more}
          aria-controls={id}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? showLessLabel : showMoreLabel}
        </button>
      ) : null}
    </div>
  );
}
