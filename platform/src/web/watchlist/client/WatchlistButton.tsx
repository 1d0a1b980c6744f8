'use client';

import { useEffect, useSyncExternalStore } from 'react';
import {
  HeartFilledIcon,
  HeartIcon,
  IconButton,
  type IconButtonProps,
  useOptionalToast,
} from '@dealer/design-system';
import {
  showsWatchlistButton,
  signInHrefForSave,
  type WatchlistButtonOptions,
  type WatchlistChange,
  watchlistToast,
  withoutPendingSave,
} from '../../../domain/watchlist';
import { analyticsEvents } from '../../../domain/analytics-events';
import { pushAnalyticsEvent } from '../../frame/analytics';
import { type VehicleFacts } from '../../../domain/vehicle-facts';
import {
  claimPendingSave,
  loadWatchlist,
  postWatchlistChange,
  retainWatchlist,
  serverWatchlistSnapshot,
  showSaved,
  subscribeWatchlist,
  watchlistSnapshot,
} from './watchlist-client';

// The heart of a car on a site with the watchlist (spec §4): a signed-in shopper's click saves
// the car to (or removes it from) their watchlist, the heart changing at once and the toast
// following the site's answer; a failure alerts the site's message and the heart stays as set
// (spec §8). A visitor's click goes to sign-in, and the save is made on coming back.

export interface WatchlistCar extends Pick<VehicleFacts, 'status' | 'price' | 'photosCount'> {
  id: number;
  name: string;
}

export interface WatchlistButtonProps {
  car: WatchlistCar;
  options: WatchlistButtonOptions;
  size?: IconButtonProps['size'];
  variant?: IconButtonProps['variant'];
}

const currentPath = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function WatchlistButton({
  car,
  options,
  size = 'standard',
  variant = 'ghost',
}: WatchlistButtonProps) {
  const snapshot = useSyncExternalStore(
    subscribeWatchlist,
    watchlistSnapshot,
    serverWatchlistSnapshot,
  );
  const toaster = useOptionalToast();
  const saved = snapshot.state === 'signed-in' && snapshot.carIds.includes(car.id);

  useEffect(() => retainWatchlist(), []);

  async function change(to: WatchlistChange, phoneNumber: string) {
    showSaved(car.id, to === 'saved');
    const result = await postWatchlistChange(to, phoneNumber, car.id);
    // spec §8: the site's message alerted; the heart is left as the shopper set it
    if (!result.ok) {
      window.alert(result.message);
      return;
    }
    toaster?.toast({ ...watchlistToast(to, car.name), tone: 'positive' });
    // spec §7 event 19 on a save
    if (to === 'saved') pushAnalyticsEvent(analyticsEvents.watchlistSave, { car_id: car.id });
  }

  // the save the shopper made before signing in, made now that they are back (spec §4)
  useEffect(() => {
    if (snapshot.state !== 'signed-in' || !claimPendingSave(car.id, window.location)) return;
    window.history.replaceState(window.history.state, '', withoutPendingSave(currentPath()));
    if (snapshot.carIds.includes(car.id)) {
      toaster?.toast({ ...watchlistToast('saved', car.name), tone: 'positive' });
    } else {
      void change('saved', snapshot.phoneNumber);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot, car.id]);

  if (!showsWatchlistButton(car, saved, options)) return null;

  return (
    <IconButton
      label={`Save ${car.name} to watchlist`}
      aria-pressed={saved}
      size={size}
      variant={variant}
      icon={saved ? <HeartFilledIcon /> : <HeartIcon />}
      data-slot="watchlist-button"
      onClick={async () => {
        const known = snapshot.state === 'loading' ? await loadWatchlist() : snapshot;
        if (known.state === 'anonymous') {
          // spec §4 'Anonymous user redirected to sign-in'
          window.location.assign(signInHrefForSave(currentPath(), car.id));
        } else if (known.state === 'signed-in') {
          const isSaved = known.carIds.includes(car.id);
          await change(isSaved ? 'removed' : 'saved', known.phoneNumber);
        } else {
          window.alert('Your watchlist is not available right now. Please try again.');
        }
      }}
    />
  );
}
