'use client';

import { useEffect } from 'react';

// The confirmation of a reservation whose online deposit is not confirmed yet: the provider's
// event usually arrives within seconds of the shopper's return from its payment page, so the page
// looks again every few seconds for a few minutes, then leaves it to the shopper.

export interface AwaitPaymentProps {
  /** how long to wait between looks */
  everyMs?: number;
  /** how many looks at most (the count survives the reloads in the page's address) */
  maxLooks?: number;
}

const LOOK_PARAMETER = 'look';

/** The next look's address, or null when the looks are used up. */
export function nextLookHref(href: string, maxLooks: number): string | null {
  const url = new URL(href);
  const look = Number(url.searchParams.get(LOOK_PARAMETER) ?? '0');
  if (!Number.isInteger(look) || look < 0 || look + 1 > maxLooks) return null;
  url.searchParams.set(LOOK_PARAMETER, String(look + 1));
  return url.href;
}

export function AwaitPayment({ everyMs = 3_000, maxLooks = 60 }: AwaitPaymentProps) {
  useEffect(() => {
    const next = nextLookHref(window.location.href, maxLooks);
    if (!next) return;
    const timer = window.setTimeout(() => window.location.replace(next), everyMs);
    return () => window.clearTimeout(timer);
  }, [everyMs, maxLooks]);
  return null;
}
