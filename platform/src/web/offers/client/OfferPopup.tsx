'use client';

import { useSyncExternalStore } from 'react';
import { ImagePreload, Popup } from '@dealer/design-system';
import { useHasMounted } from '@dealer/design-system/client';
import { isPopupVisible, offerPopupSessionKey } from '../../../domain/offer-popup';
import { dayIn } from '../../../domain/promo-cards';

// spec §4 popup, on the home page: an offer's picture, title, words and a link to it. It starts
// visible; its close button, Escape or a click on its picture hide it for the rest of the
// browser session; it never shows after its last day (the site's day, in the browser); it
// renders only once the client has mounted (spec §9 size: the design system's Popup).

export interface OfferPopupProps {
  /** the offer's id: a closed popup is remembered per offer */
  offerId: number;
  title: string;
  /** the offer's words as plain text (its preview when long), or null */
  description: string | null;
  /** spec §9 offer image 375×250; shown at most 40vh high */
  image: { src: string; alt: string; width: number; height: number } | null;
  /** the offer's page */
  href: string;
  /** the button's words (default 'View Offer') */
  actionLabel?: string;
  /** the popup's last day (YYYY-MM-DD, in the site's day), or null for none */
  expiresOn: string | null;
  /** the site's time zone, in which its day is counted */
  timeZone: string;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function closedThisSession(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === 'closed';
  } catch {
    return false; // storage refused (private mode): the popup shows, and closes for this page
  }
}

function rememberClosed(key: string) {
  try {
    window.sessionStorage.setItem(key, 'closed');
  } catch {
    // not remembered beyond this page
  }
  for (const listener of listeners) listener();
}

export function OfferPopup({
  offerId,
  title,
  description,
  image,
  href,
  actionLabel = 'View Offer',
  expiresOn,
  timeZone,
}: OfferPopupProps) {
  const key = offerPopupSessionKey(offerId);
  const visible = useSyncExternalStore(
    subscribe,
    () =>
      isPopupVisible({
        mounted: true,
        closed: closedThisSession(key),
        expiresOn,
        today: dayIn(timeZone, new Date()),
      }),
    // on the server and while hydrating: nothing
    () => false,
  );
  const mounted = useHasMounted();
  if (!visible) {
    // the page's head asks for the picture (the server cannot tell whether this browser closed
    // the popup), so it is there when the popup shows: it is then the largest picture in view
    return !mounted && image ? <ImagePreload src={image.src} slot="popup" /> : null;
  }
  return (
    <Popup
      title={title}
      description={description ?? undefined}
      image={image ?? undefined}
      action={{ label: actionLabel, href }}
      onClose={() => rememberClosed(key)}
    />
  );
}
