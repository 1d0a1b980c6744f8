/**
 * A path segment as the shopper typed it, or null when its percent-encoding is broken
 * (`%E0%A4%A`): the caller answers 404, never a 500.
 */
export function decodePathSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
