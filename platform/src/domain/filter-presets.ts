// spec §9 'Search filter preset index 4': a site's filter presets (quick filters from its
// config, each a search of the site: 'Under $20,000', 'Under 50,000 km') are one section of the
// search filters, the section at index 4: after the first four (the make cards, body, type and
// the like), before the rest.

/** Where among the search filters' sections the presets go (0-based). */
export const FILTER_PRESET_INDEX = 4;
/** The presets section's title. */
export const FILTER_PRESETS_TITLE = 'Quick Filters';

export interface FilterPreset {
  label: string;
  /** a search of the site: /search or /search/{path}, with its query */
  href: string;
}

/**
 * The filters' sections with the presets' section at FILTER_PRESET_INDEX (at the end when there
 * are fewer sections); the sections as they are when there are no presets.
 */
export function withFilterPresets<T>(
  sections: readonly T[],
  presets: T | null,
  index = FILTER_PRESET_INDEX,
): T[] {
  if (presets === null) return [...sections];
  const at = Math.min(Math.max(0, index), sections.length);
  return [...sections.slice(0, at), presets, ...sections.slice(at)];
}
