'use client';

import { lazy, Suspense, useState } from 'react';
import { ChevronDownIcon } from '../../icons';
import { StaticSelectTrigger } from '../private/StaticSelectTrigger';
import * as styles from './SortSelect.css';

const loadMenu = () => import('./SortSelectMenu');
const SortSelectMenu = lazy(() =>
  loadMenu().then((module) => ({ default: module.SortSelectMenu })),
);

export interface SortSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

const labelId = 'sort-select-label';

/**
 * The sort order of search results (Radix Select). Until it is first pressed it is a trigger
 * of the same look: the select's code loads then, so a page's first load carries none of it.
 */
export function SortSelect({ label, value, options, onChange, disabled = false }: SortSelectProps) {
  const [opened, setOpened] = useState(false);
  const trigger = (
    <StaticSelectTrigger
      className={styles.trigger}
      slot="sort-select"
      text={options.find((option) => option.value === value)?.label ?? ''}
      disabled={disabled}
      icon={<ChevronDownIcon />}
      labelledBy={labelId}
      onOpen={() => setOpened(true)}
      onPrefetch={() => void loadMenu()}
    />
  );
  return (
    <div className={styles.root}>
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      {opened ? (
        <Suspense fallback={trigger}>
          <SortSelectMenu
            value={value}
            options={options}
            onChange={onChange}
            disabled={disabled}
            labelId={labelId}
          />
        </Suspense>
      ) : (
        trigger
      )}
    </div>
  );
}
