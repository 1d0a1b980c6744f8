'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while hydrating, true once the client has mounted: for what renders
 * only in the browser (a popup) and what the server sends in its place.
 */
export function useHasMounted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
