'use client';

import { useId, useState } from 'react';
import { CheckIcon } from '../../icons';
import { ShowMoreButton } from '../private/ShowMoreButton';
import * as styles from './FeatureList.css';

export interface FeatureListProps {
  /** e.g. 'Adaptive cruise control', 'Apple CarPlay' */
  items: readonly string[];
  /** items shown before 'Show All' (spec §9: 8) */
  initialCount?: number;
  showAllLabel?: string;
  showLessLabel?: string;
}

/** A car's features with ticks: the first few, then 'Show All'. Every item is in the page. */
export function FeatureList({
  items,
  initialCount = 8,
  showAllLabel = 'Show All',
  showLessLabel = 'Show Less',
}: FeatureListProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (items.length === 0) return null;
  return (
    <div className={styles.root} data-slot="feature-list">
      <ul className={styles.list} id={id}>
        {items.map((item, index) => (
          <li
            key={`${item}-${index}`}
            className={styles.item}
            hidden={!expanded && index >= initialCount}
          >
            <CheckIcon size={18} className={styles.icon} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {items.length > initialCount ? (
        <ShowMoreButton
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          controls={id}
          moreLabel={showAllLabel}
          lessLabel={showLessLabel}
        />
      ) : null}
    </div>
  );
}
