'use client';

import { useId, useState } from 'react';
import { facetCountLabel } from '../private/facet-count';
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
  showMoreLabel?: string;
  showLessLabel?: string;
  /**
   * spec §2 make filter: with many values, a 'Popular Makes' group (these values, in order)
   * above 'All Makes'
   */
  popular?: readonly string[];
  popularLabel?: string;
  allLabel?: string;
}

/** Checkbox list of a facet's values with their counts. */
export function FacetList({
  label,
  items,
  onToggle,
  limit = 8,
  showMoreLabel = 'Show more',
  showLessLabel = 'Show less',
  popular,
  popularLabel = 'Popular Makes',
  allLabel = 'All Makes',
}: FacetListProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (items.length === 0) return <p className={styles.empty}>No options for this search.</p>;
  const renderItems = (list: readonly FacetListItem[], prefix: string) => (
    <ul className={styles.list} id={`${id}${prefix}`}>
      {list.map((item) => (
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
              {facetCountLabel(item.count)}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
  if (popular && items.length > limit) {
    const top = popular
      .map((value) => items.find((item) => item.value.toLowerCase() === value.toLowerCase()))
      .filter((item): item is FacetListItem => item !== undefined)
      .slice(0, limit);
    const rest = [...items].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
    return (
      <div role="group" aria-label={label}>
        <p className={styles.groupLabel}>{popularLabel}</p>
        {renderItems(top, 'p')}
        {expanded ? (
          <>
            <p className={styles.groupLabel}>{allLabel}</p>
            {renderItems(rest, 'a')}
          </>
        ) : null}
        <button
          type="button"
          className={styles.more}
          aria-controls={`${id}p`}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Hide extra makes' : 'Show all makes'}
        </button>
      </div>
    );
  }
  const shown = expanded ? items : items.slice(0, limit);
  return (
    <div role="group" aria-label={label}>
      {renderItems(shown, '')}
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
