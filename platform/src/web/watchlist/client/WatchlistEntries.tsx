'use client';

import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { Button, useOptionalToast, VisuallyHidden } from '@dealer/design-system';
import { watchlistToast } from '../../../domain/watchlist';
import { postWatchlistChange } from './watchlist-client';

// The watchlist page's list (spec §4): Remove takes a car off at once, then the toast 'Car
// Removed' follows the site's answer; a failure alerts the site's message and the car stays off
// the page (spec §8 the optimistic change is not reverted). With every car removed the page shows
// its empty state.

interface Removal {
  removed: ReadonlySet<number>;
  remove: (car: { id: number; name: string }) => void;
}

const RemovalContext = createContext<Removal | null>(null);

function useRemoval(): Removal {
  const removal = useContext(RemovalContext);
  if (!removal) throw new Error('A watchlist entry must be inside <WatchlistEntries />');
  return removal;
}

export interface WatchlistEntriesProps {
  phoneNumber: string;
  carIds: readonly number[];
  /** shown once every car is removed */
  empty: ReactNode;
  children: ReactNode;
}

export function WatchlistEntries({ phoneNumber, carIds, empty, children }: WatchlistEntriesProps) {
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  const toaster = useOptionalToast();
  const removal = useMemo<Removal>(
    () => ({
      removed,
      remove(car) {
        setRemoved((before) => new Set(before).add(car.id));
        void postWatchlistChange('removed', phoneNumber, car.id).then((result) => {
          if (!result.ok) window.alert(result.message);
          else toaster?.toast({ ...watchlistToast('removed', car.name), tone: 'positive' });
        });
      },
    }),
    [removed, phoneNumber, toaster],
  );
  const left = carIds.filter((id) => !removed.has(id)).length;
  return (
    <RemovalContext.Provider value={removal}>{left > 0 ? children : empty}</RemovalContext.Provider>
  );
}

/** One saved car's place in the list; gone once the shopper removes it. */
export function WatchlistEntry({ carId, children }: { carId: number; children: ReactNode }) {
  return useRemoval().removed.has(carId) ? null : <li>{children}</li>;
}

/** 'Remove' on a saved car's card. */
export function WatchlistRemoveButton({ car }: { car: { id: number; name: string } }) {
  const { remove } = useRemoval();
  return (
    <div>
      <Button variant="ghost" size="small" onClick={() => remove(car)}>
        <>
          Remove<VisuallyHidden> {car.name} from your watchlist</VisuallyHidden>
        </>
      </Button>
    </div>
  );
}
