'use client';

import { useMemo, useSyncExternalStore } from 'react';
import {
  Button,
  Checkbox,
  HeartFilledIcon,
  HeartIcon,
  IconButton,
  VisuallyHidden,
} from '@dealer/design-system';
import { compareHref } from '../../compare/compare-url';
import { type Favourite, readFavourites, toggleFavourite } from '../../garage/favourites';
import {
  clearCompareList,
  COMPARE_LIMIT,
  type CompareEntry,
  readCompareList,
  toggleCompare,
} from '../../compare/compare-list';

// The search cards' save (favourite) and compare toggles, and the 'Compare (N)' indicator with
// its way to the compare page. Both lists live in the browser's storage; every toggle and
// indicator on the page (and in other tabs) follows them. The vehicle page and the compare page
// use the compare pieces too.

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

/** Tells this page's toggles and indicators that a stored list changed. */
export const announceStoredCarsChange = announce;

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

/** The slugs of the site's compare list, in the order picked (for the compare page's address). */
export function useCompareSlugs(siteSlug: string): string[] {
  const slugs = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(readCompareList(siteSlug).map((car) => car.slug)),
    () => '[]',
  );
  return useMemo(() => JSON.parse(slugs) as string[], [slugs]);
}

export interface CardSaveCompareProps {
  siteSlug: string;
  car: Favourite;
  /** spec §5: by the save and compare rule of the card */
  save: boolean;
  compare: boolean;
}

export function CardSaveCompare({ siteSlug, car, save, compare }: CardSaveCompareProps) {
  const saved = useSavedCarIds(siteSlug).includes(car.id);
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
      {compare ? <CompareCheckbox siteSlug={siteSlug} car={car} /> : null}
    </div>
  );
}

/** A car's 'Compare' box: adds it to the site's compare list or takes it off. */
export function CompareCheckbox({ siteSlug, car }: { siteSlug: string; car: CompareEntry }) {
  const ids = useCompareIds(siteSlug);
  const inCompare = ids.includes(car.id);
  return (
    <Checkbox
      label={
        <>
          Compare<VisuallyHidden> {car.name}</VisuallyHidden>
        </>
      }
      checked={inCompare}
      // a fifth car cannot be added: its box is disabled until one is removed
      disabled={!inCompare && ids.length >= COMPARE_LIMIT}
      onCheckedChange={() => {
        toggleCompare(siteSlug, { id: car.id, name: car.name, slug: car.slug });
        announce();
      }}
    />
  );
}

/** Compare needs two cars: below that, the way to the compare page is not offered yet. */
export const COMPARE_MINIMUM = 2;

/** 'Compare cars': the compare page with the cars picked, once there are enough to compare. */
export function CompareLink({ siteSlug }: { siteSlug: string }) {
  const slugs = useCompareSlugs(siteSlug);
  if (slugs.length < COMPARE_MINIMUM) return null;
  return (
    <Button href={compareHref(slugs)} size="small" variant="soft">
      Compare cars
    </Button>
  );
}

/** 'Compare (N)': how many cars the shopper has picked to compare, with a way to clear them. */
export function CompareIndicator({ siteSlug }: { siteSlug: string }) {
  const count = useCompareIds(siteSlug).length;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: '0.75rem',
        minHeight: '2rem',
        flexWrap: 'wrap',
      }}
    >
      <span role="status" style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
        {count > 0 ? (
          <>
            <strong data-testid="compare-count">{`Compare (${count})`}</strong>
            {count < COMPARE_MINIMUM ? <span>Tick one more to compare</span> : null}
            {count >= COMPARE_LIMIT ? <span>{`Up to ${COMPARE_LIMIT} cars`}</span> : null}
          </>
        ) : null}
      </span>
      {count > 0 ? (
        <>
          <CompareLink siteSlug={siteSlug} />
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
