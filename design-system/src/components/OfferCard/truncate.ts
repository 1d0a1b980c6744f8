// spec §4/§9 offer text: the description collapses to about 160 characters when its plain text
// is over 200; the disclaimer is cut at 200.

export const OFFER_DESCRIPTION_COLLAPSE_OVER = 200;
export const OFFER_DESCRIPTION_PREVIEW_LENGTH = 160;
export const OFFER_DISCLAIMER_PREVIEW_LENGTH = 200;

const ELLIPSIS = '…';

/**
 * The shortened text shown before 'View more', or null when the text is short enough to show
 * whole (`over` characters or fewer). The cut falls at the last word break within `length`
 * characters (or at `length` when a single word runs past it), and ends with '…'.
 */
export function shortenText(
  text: string,
  { over, length }: { over: number; length: number },
): string | null {
  const whole = text.trim();
  if (whole.length <= over) return null;
  const head = whole.slice(0, length + 1);
  const lastBreak = head.search(/\s\S*$/);
  const cut = lastBreak > length / 2 ? head.slice(0, lastBreak) : whole.slice(0, length);
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}${ELLIPSIS}`;
}

/** The offer description before 'View more': about 160 characters when over 200. */
export function offerDescriptionPreview(description: string): string | null {
  return shortenText(description, {
    over: OFFER_DESCRIPTION_COLLAPSE_OVER,
    length: OFFER_DESCRIPTION_PREVIEW_LENGTH,
  });
}

/** The disclaimer before 'View full disclaimer': cut at 200 characters. */
export function offerDisclaimerPreview(disclaimer: string): string | null {
  return shortenText(disclaimer, {
    over: OFFER_DISCLAIMER_PREVIEW_LENGTH,
    length: OFFER_DISCLAIMER_PREVIEW_LENGTH,
  });
}
