'use client';

import { useId } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { MAKE_MODELS_LIMIT, makeMonogram } from './monogram';
import { facetCountLabel } from '../private/facet-count';
import * as styles from './MakeFilterCard.css';
import { Image } from '../Image/Image';

export interface MakeFilterModel {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface MakeFilterCardProps {
  /** e.g. 'Toyota' */
  name: string;
  /** the make's logo; none shows its initials */
  logo?: { src: string; width: number; height: number } | null;
  count: number;
  selected: boolean;
  onToggle: () => void;
  /** the make's models, shown as checkboxes while the make is selected */
  models?: readonly MakeFilterModel[];
  onModelToggle?: (value: string, selected: boolean) => void;
  /** the most models shown (spec §9: 30) */
  modelLimit?: number;
}

/**
 * A make in the search filters (spec §2): logo (or initials), name and count. Pressing it
 * selects the make, and a selected make opens to its models as checkboxes.
 */
export function MakeFilterCard({
  name,
  logo,
  count,
  selected,
  onToggle,
  models = [],
  onModelToggle,
  modelLimit = MAKE_MODELS_LIMIT,
}: MakeFilterCardProps) {
  const listId = useId();
  const shownModels = models.slice(0, modelLimit);
  const expandable = shownModels.length > 0;
  const expanded = selected && expandable;
  return (
    <div className={styles.root} data-slot="make-filter-card" data-selected={selected}>
      <button
        type="button"
        className={styles.card}
        aria-pressed={selected}
        aria-expanded={expandable ? expanded : undefined}
        aria-controls={expanded ? listId : undefined}
        onClick={onToggle}
      >
        {logo ? (
          <Image
            className={styles.logo}
            src={logo.src}
            width={logo.width}
            height={logo.height}
            alt=""
            slot="thumbnail"
          />
        ) : (
          <span className={styles.monogram} aria-hidden="true">
            {makeMonogram(name)}
          </span>
        )}
        <span className={styles.name}>{name}</span>
        <span className={styles.count}>{facetCountLabel(count)}</span>
      </button>
      {expanded ? (
        <ul className={styles.models} id={listId} aria-label={`${name} models`}>
          {shownModels.map((model) => (
            <li key={model.value}>
              <Checkbox
                label={
                  <>
                    {model.label}{' '}
                    <span className={styles.modelCount}>({facetCountLabel(model.count)})</span>
                  </>
                }
                checked={model.selected}
                onCheckedChange={(checked) => onModelToggle?.(model.value, checked)}
                value={model.value}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
