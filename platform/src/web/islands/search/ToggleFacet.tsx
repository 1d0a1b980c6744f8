'use client';

import { useInstantSearch, useToggleRefinement } from 'react-instantsearch';
import { FilterSwitch } from '@dealer/design-system';
import { type FacetDefinition } from '../../search/search-state';

export function ToggleFacet({ facet }: { facet: FacetDefinition }) {
  const { value, refine, canRefine } = useToggleRefinement({
    attribute: facet.attribute,
    on: true,
  });
  const { status } = useInstantSearch();
  return (
    <FilterSwitch
      label={facet.label}
      checked={value.isRefined}
      // spec §2: the switch is disabled while results load
      disabled={!canRefine || status === 'loading' || status === 'stalled'}
      onChange={() => refine({ isRefined: value.isRefined })}
    />
  );
}
