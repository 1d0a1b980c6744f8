'use client';

import { useRefinementList } from 'react-instantsearch';
import { FacetSection, Select } from '@dealer/design-system';
import { selectFacetOptions, SELECT_ANY } from '../../search/select-facet';
import { type FacetDefinition } from '../../search/search-state';

/**
 * spec §2 'dropdown select': a facet chosen one value at a time from a dropdown, 'Any' for
 * none; the value is in the URL like any other facet's (e.g. `seats=7`).
 */
export function SelectFacet({ facet }: { facet: FacetDefinition }) {
  const { items, refine } = useRefinementList({ attribute: facet.attribute, limit: 100 });
  if (items.length === 0) return null;
  const { options, value } = selectFacetOptions(items, facet.valueLabel);
  return (
    <FacetSection title={facet.label}>
      <Select
        label={facet.label}
        hideLabel
        options={options}
        value={value}
        onValueChange={(chosen) => {
          for (const item of items) if (item.isRefined && item.value !== chosen) refine(item.value);
          if (chosen !== SELECT_ANY && chosen !== value) refine(chosen);
        }}
      />
    </FacetSection>
  );
}
