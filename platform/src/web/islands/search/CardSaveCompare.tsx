'use client';

import { useSyncExternalStore } from 'react';
import {
  Button,
  Checkbox,
  HeartFilledIcon,
  HeartIcon,
  IconButton,
  VisuallyHidden,
} from '@dealer/design-system';
import { type Favourite, readFavourites, toggleFavourite } from '../../favourites';
import {
  clearCompareList,
  COMPARE_LIMIT,
  readCompareList,
  toggleCompare,
} from '../../search/compare-list';

// The search cards' save (favourite) and compare toggles, and the 'Compare (N)' indicator. Both
// lists live in the browser's storage; every toggle and indicator on the page (and in other
// tabs) follows them.

const CHANGE_EVENT = 'dealer:stored-cars-change';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const announce = () => window.dispatchEvent(new Event(CHANGE_EVENT));

/** The ids in a stored list, as a string so the snapshot is stable between reads. */
function useStoredIds(read: () => { id: number }[]): number[] {
  const ids = useSyncExternalStore(
    subscribe,
    () =>
      read()
        .map((car) => car.id)
        .join(','),
    () => '',
  );
  return ids ? ids.split(',').map(Number) : [];
}

export const useSavedCarIds = (siteSlug: string) => useStoredIds(() => readFavourites(siteSlug));
export const useCompareIds = (siteSlug: string) => useStoredIds(() => readCompareList(siteSlug));

export interface CardSaveCompareProps {
  siteSlug: string;
  car: Favourite;
  /** spec §5: by the save and compare rule of the card */
  save: boolean;
  compare: boolean;
}

export function CardSaveCompare({ siteSlug, car, save, compare }: CardSaveCompareProps) {
  const saved = useSavedCarIds(siteSlug).includes(car.id);
  const compared = useCompareIds(siteSlug);
  const inCompare = compared.includes(car.id);
  if (!save && !compare) return null;
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' }}
      data-slot="card-save-compare"
    >
      {save ? (
        <IconButton
          label={`Save ${car.name}`}
          aria-pressed={saved}
          size="small"
          variant="soft"
          icon={saved ? <HeartFilledIcon /> : <HeartIcon />}
          onClick={() => {
            toggleFavourite(siteSlug, car);
            announce();
          }}
        />
      ) : null}
      {compare ? (
        <Checkbox
          label={
            <>
              Compare<VisuallyHidden> {car.name}</VisuallyHidden>
            </>
          }
          checked={inCompare}
          // a fifth car cannot be added: its box is disabled until one is removed
          disabled={!inCompare && compared.length >= COMPARE_LIMIT}
          onCheckedChange={() => {
            toggleCompare(siteSlug, { id: car.id, name: car.name, slug: car.slug });
            announce();
          }}
        />
      ) : null}
    </div>
  );
}

/** 'Compare (N)': how many cars the shopper has picked to compare, with a way to clear them. */
export function CompareIndicator({ siteSlug }: { siteSlug: string }) {
  const count = useCompareIds(siteSlug).length;
  return (
    <div
      role="status"
      style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', minHeight: '2rem' }}
    >
      {count > 0 ? (
        <>
          <strong data-testid="compare-count">{`Compare (${count})`}</strong>
          {count >= COMPARE_LIMIT ? <span>{`Up to ${COMPARE_LIMIT} cars`}</span> : null}
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              clearCompareList(siteSlug);
              announce();
            }}
          >
            Clear compare list
          </Button>
        </>
      ) : null}
    </div>
  );
}
