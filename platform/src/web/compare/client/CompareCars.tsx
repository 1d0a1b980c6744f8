'use client';

import { useEffect, useRef, useState } from 'react';
import {
  Button,
  CompareTable,
  type CompareTableRow,
  Heading,
  Inline,
  Stack,
  Text,
  VisuallyHidden,
} from '@dealer/design-system';
import { compareRows, differingRows } from '../../../domain/compare';
import { compareHref } from '../compare-url';
import { compareCaption, type ComparedCar, unavailableNotice, vehicleWords } from '../compare-view';
import {
  clearCompareList,
  COMPARE_LIMIT,
  readCompareList,
  replaceCompareList,
} from '../compare-list';
import { announceStoredCarsChange } from '../../search/client/CardSaveCompare';

export interface CompareCarsProps {
  siteSlug: string;
  /** the cars the server read for the address, in its order */
  cars: ComparedCar[];
  /** how many cars the address named that cannot be shown */
  unavailable: number;
  /**
   * whether the address named cars: the stored compare list then follows the page; else the
   * page shows the stored list (by moving to its address)
   */
  fromAddress: boolean;
  /** the site's word for its vehicles, e.g. 'Cars' */
  vehicleNoun: string;
  /** where cars are found and ticked */
  searchHref: string;
}

const entryOf = ({ id, name, slug }: ComparedCar) => ({ id, name, slug });

/** The table's rows for these cars: each car's value, and whether they differ (spec §1). */
function tableRows(cars: readonly ComparedCar[]): CompareTableRow[] {
  const differing = differingRows(cars.map((car) => car.values));
  return compareRows.map(({ key, label }) => ({
    key,
    label,
    values: cars.map((car) => (key === 'price' ? car.price : car.values[key])),
    differs: differing.includes(key),
  }));
}

/** The address bar shows these cars, without a new page or a history entry. */
function showAddress(cars: readonly ComparedCar[]) {
  window.history.replaceState(null, '', compareHref(cars.map((car) => car.slug)));
}

/**
 * spec §1/§6 compare: the compare page's cars side by side, Remove and Clear all (each keeps the
 * address and the browser's compare list in step), and what to do when there is nothing to
 * compare.
 */
export function CompareCars({
  siteSlug,
  cars: initialCars,
  unavailable,
  fromAddress,
  vehicleNoun,
  searchHref,
}: CompareCarsProps) {
  const [cars, setCars] = useState(initialCars);
  const [notice, setNotice] = useState(unavailableNotice(unavailable, vehicleNoun));
  const [status, setStatus] = useState('');
  const [opening, setOpening] = useState(false);
  const [focusAfter, setFocusAfter] = useState<'table' | 'empty' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const words = vehicleWords(vehicleNoun);

  // the address leads: the stored list becomes the cars shown; a bare address shows the list
  useEffect(() => {
    if (fromAddress) {
      replaceCompareList(siteSlug, initialCars.map(entryOf));
      announceStoredCarsChange();
      return;
    }
    const stored = readCompareList(siteSlug);
    if (stored.length === 0) return;
    setOpening(true);
    window.location.replace(compareHref(stored.map((car) => car.slug)));
  }, [fromAddress, initialCars, siteSlug]);

  // after Remove, focus moves to the next Remove button (or the empty page), never to nothing
  useEffect(() => {
    if (!focusAfter || !root.current) return;
    const target =
      focusAfter === 'table'
        ? root.current.querySelector<HTMLElement>('[data-slot="compare-table"] th button')
        : root.current.querySelector<HTMLElement>('[data-compare-empty] [tabindex="-1"]');
    target?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  function keep(next: ComparedCar[]) {
    setCars(next);
    replaceCompareList(siteSlug, next.map(entryOf));
    announceStoredCarsChange();
    showAddress(next);
    setFocusAfter(next.length > 0 ? 'table' : 'empty');
  }

  function remove(id: string) {
    const removed = cars.find((car) => String(car.id) === id);
    if (!removed) return;
    keep(cars.filter((car) => car !== removed));
    setStatus(`${removed.name} removed from the comparison.`);
  }

  function clearAll() {
    setCars([]);
    clearCompareList(siteSlug);
    announceStoredCarsChange();
    showAddress([]);
    setNotice(null);
    setStatus('Compare list cleared.');
    setFocusAfter('empty');
  }

  return (
    <div ref={root}>
      <Stack space="medium">
        <div role="status">
          <VisuallyHidden>{status}</VisuallyHidden>
        </div>
        {notice ? (
          <Text tone="caution" weight="medium" data-testid="compare-unavailable">
            {notice}
          </Text>
        ) : null}
        {cars.length > 0 ? (
          <>
            <Inline space="small" alignY="center">
              {cars.length < COMPARE_LIMIT ? (
                <Button href={searchHref} variant="soft" size="small">
                  {`Add a ${words.one}`}
                </Button>
              ) : null}
              <Button variant="ghost" size="small" onClick={clearAll}>
                Clear all
              </Button>
            </Inline>
            {cars.length === 1 ? (
              <Text tone="muted">{`Add another ${words.one} to compare them side by side.`}</Text>
            ) : null}
            <CompareTable
              caption={compareCaption(cars.length, vehicleNoun)}
              cars={cars.map((car) => ({
                id: String(car.id),
                title: car.name,
                href: car.href,
                image: car.image,
              }))}
              rows={tableRows(cars)}
              onRemove={remove}
            />
          </>
        ) : opening ? (
          <Text tone="muted">Opening your compare list…</Text>
        ) : (
          <div data-compare-empty>
            <Stack space="small">
              <div tabIndex={-1} style={{ outline: 'none' }}>
                <Heading level={2}>{`No ${words.many} to compare yet`}</Heading>
              </div>
              <Text>
                {`Tick Compare on up to ${COMPARE_LIMIT} ${words.many} in our stock, then choose Compare cars to see them side by side.`}
              </Text>
              <div>
                <Button href={searchHref}>Search our stock</Button>
              </div>
            </Stack>
          </div>
        )}
      </Stack>
    </div>
  );
}
