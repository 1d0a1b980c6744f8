// control characters (a NUL above all, which no database text holds) never name anything
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A path segment as the shopper typed it, or null when its percent-encoding is broken
 * (`%E0%A4%A`) or it decodes to a control character (`%00`): the caller answers 4xx, never 500.
 */
export function decodePathSegment(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw);
    return CONTROL.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}
