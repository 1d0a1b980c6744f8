'use client';

import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { NavigationProgress } from '@dealer/design-system';

/** Starts a wait; the function it returns ends that wait (a link may start and end many). */
type BeginWait = () => () => void;

const NavigationPendingContext = createContext<BeginWait>(() => () => {});

/**
 * Counts the navigations waiting for their page and shows the site's loading bar while any is.
 * A link reports its own wait (next/link's status); a new click supersedes the old one, whose
 * link then reports its end, so the count returns to zero when the page arrives.
 */
export function NavigationPendingProvider({ children }: { children: ReactNode }) {
  const [waiting, setWaiting] = useState(0);
  const begin = useCallback<BeginWait>(() => {
    setWaiting((n) => n + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setWaiting((n) => Math.max(0, n - 1));
    };
  }, []);
  return (
    <NavigationPendingContext.Provider value={begin}>
      {children}
      <NavigationProgress active={waiting > 0} />
    </NavigationPendingContext.Provider>
  );
}

export const useNavigationPending = (): BeginWait => useContext(NavigationPendingContext);
