'use client';

import { type ReactNode, useId, useState } from 'react';
import { ShowMoreButton } from '../private/ShowMoreButton';
import * as styles from './SpecificationList.css';

export interface SpecificationRow {
  /** e.g. 'Engine', 'Transmission', 'Rego expiry' */
  label: string;
  value: ReactNode;
}

export interface SpecificationListProps {
  /** the rows to show, already without empty values */
  rows: readonly SpecificationRow[];
  /** rows shown before 'Show More' (spec §9: 4) */
  initialCount?: number;
  showMoreLabel?: string;
  showLessLabel?: string;
}

/**
 * Label and value rows of a car's specifications: the first few, then 'Show More' for the
 * rest. Every row is in the page from the start; the hidden ones show when asked.
 */
export function SpecificationList({
  rows,
  initialCount = 4,
  showMoreLabel = 'Show More',
  showLessLabel = 'Show Less',
}: SpecificationListProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <div className={styles.root} data-slot="specification-list">
      <dl className={styles.list} id={id}>
        {rows.map((row, index) => (
          <div
            key={`${row.label}-${index}`}
            className={styles.row}
            hidden={!expanded && index >= initialCount}
          >
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {rows.length > initialCount ? (
        <ShowMoreButton
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          controls={id}
          moreLabel={showMoreLabel}
          lessLabel={showLessLabel}
        />
      ) : null}
    </div>
  );
}
