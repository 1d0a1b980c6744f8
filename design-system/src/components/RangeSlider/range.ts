// Range rules of the search sliders (spec §5, §8, §9): price and km round to the nearest 1000,
// values are clamped to the range, the minimum never passes the maximum, and out-of-range
// typed input is ignored with a log message.

export type Range = readonly [min: number, max: number];

/** Rounds to the nearest multiple of `to` (e.g. 1000). */
export function roundToStep(value: number, to: number): number {
  if (!Number.isFinite(value) || to <= 0) return value;
  return Math.round(value / to) * to;
}

/** Clamps both ends into [lower, upper] and keeps min <= max. */
export function clampRange([min, max]: Range, [lower, upper]: Range): [number, number] {
  const low = Math.min(Math.max(min, lower), upper);
  const high = Math.min(Math.max(max, lower), upper);
  return low <= high ? [low, high] : [high, high];
}

/**
 * The range a shopper's move commits, or null when it commits nothing: only an end the shopper
 * moved (one that differs from `current`) is rounded (to `roundTo`, clamped to the bounds; an end
 * moved onto its bound stays there, as no limit; one rounded past the other end meets it); the
 * end not touched keeps its value, so a focus, a leave or a move of one handle never shifts the
 * other. Nothing moved, or a move that rounds back to where it was, commits nothing.
 */
export function rangeAfterMove(
  current: Range,
  next: Range,
  bounds: Range,
  roundTo: number,
): [number, number] | null {
  const ends = [0, 1].map((end) => {
    const value = next[end]!;
    if (value === current[end]) return value;
    if (value <= bounds[0] || value >= bounds[1]) return value <= bounds[0] ? bounds[0] : bounds[1];
    return roundToStep(value, roundTo);
  });
  // a moved end rounded past the other meets it there
  if (ends[0]! > ends[1]!) {
    if (ends[0] !== current[0]) ends[0] = ends[1]!;
    else ends[1] = ends[0]!;
  }
  const moved = clampRange([ends[0]!, ends[1]!], bounds);
  return moved[0] === current[0] && moved[1] === current[1] ? null : moved;
}

export const BELOW_MINIMUM = 'Cannot refine below the range minimum';
export const ABOVE_MAXIMUM = 'Cannot refine above the range maximum';

/**
 * A typed value for one end: a number inside the range, or null (ignored, with the spec §8 log
 * message) when it is outside; blank or non-numeric text is ignored silently.
 */
export function parseRangeInput(
  text: string,
  [lower, upper]: Range,
  log: (message: string) => void = console.warn,
): number | null {
  const value = Number(text.replace(/[$,\s]/g, ''));
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  if (value < lower) {
    log(BELOW_MINIMUM);
    return null;
  }
  if (value > upper) {
    log(ABOVE_MAXIMUM);
    return null;
  }
  return value;
}
