/** What a server digest may hold to be shown: Next.js makes it of figures (a hash). */
const SHOWN_REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The reference a failed page shows a shopper: the error's digest (the code Next.js logs the
 * server error under), or null when it has none (an error thrown in the browser) or an odd one.
 * Never the error's message or stack: they can hold internal details (addresses, queries, keys).
 */
export function errorReference(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('digest' in error)) return null;
  const { digest } = error;
  return typeof digest === 'string' && SHOWN_REFERENCE.test(digest) ? digest : null;
}
