// spec §4 the home page's offer popup, as the browser decides it: rules with no schema behind
// them, so the popup's island loads no validation library.

/** The browser-session key that remembers a closed popup. */
export function offerPopupSessionKey(offerId: number): string {
  return `dlr-offer-popup-closed:${offerId}`;
}

export interface PopupVisibility {
  /** false on the server and while hydrating: the popup renders only once mounted */
  mounted: boolean;
  /** closed in this browser session (its close button, Escape or a click on its image) */
  closed: boolean;
  /** the popup's last day, or null */
  expiresOn: string | null;
  /** the site's day in the browser, YYYY-MM-DD */
  today: string;
}

/**
 * spec §4 popup: starts visible; hidden after close or image click (for the rest of the
 * session); never shown after its expiry date; rendered only after the client has mounted.
 */
export function isPopupVisible(state: PopupVisibility): boolean {
  return (
    state.mounted && !state.closed && (state.expiresOn === null || state.today <= state.expiresOn)
  );
}
