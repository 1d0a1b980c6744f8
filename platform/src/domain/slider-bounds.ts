import { type FacetDefinition } from '@dealer/template-profiles';

// spec §5 'Price slider step 500, default 5,000 to 250,000', §9 'Slider default 0 to 100000': the
// bounds a search page's slider spans.

/**
 * A slider's bounds: the lowest and highest value of the stock it searches; when the stock gives
 * no range (no car, or every car the same) the facet's default bounds (spec §5 price 5,000 to
 * 250,000, §9 0 to 100,000), widened to the one value the stock has; null (no slider) for a facet
 * without defaults.
 */
export function rangeBoundsOf(
  facet: Pick<FacetDefinition, 'defaultBounds'>,
  stats: { min: number; max: number } | undefined,
): [number, number] | null {
  const known =
    stats && Number.isFinite(stats.min) && Number.isFinite(stats.max) ? stats : undefined;
  if (known && known.max > known.min) return [known.min, known.max];
  if (!facet.defaultBounds) return null;
  const [lower, upper] = facet.defaultBounds;
  return known ? [Math.min(lower, known.min), Math.max(upper, known.max)] : [lower, upper];
}
