'use client';

import { useRefinementList } from 'react-instantsearch';
import { FacetList, FacetSection, FacetTiles } from '@dealer/design-system';
import { type FacetDefinition } from '../../search/search-state';

export function ListFacet({ facet }: { facet: FacetDefinition }) {
  const { items, refine } = useRefinementList({
    attribute: facet.attribute,
    limit: 100,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  if (items.length === 0) return null;
  return (
    <FacetSection
      title={facet.label}
      defaultOpen={
        ['make', 'model', 'body', 'car_type'].includes(facet.attribute) ||
        items.some((i) => i.isRefined)
      }
    >
      {facet.tiles ? (
        <FacetTiles
          label={facet.label}
          items={items.map((i) => ({
            value: i.value,
            label: i.label,
            count: i.count,
            isRefined: i.isRefined,
            image: {
              src: `/media/body/${encodeURIComponent(i.value)}.svg`,
              width: 800,
              height: 600,
            },
          }))}
          onToggle={refine}
        />
      ) : (
        <FacetList
          label={facet.label}
          items={items.map((i) => ({
            value: i.value,
            label: i.label,
            count: i.count,
            isRefined: i.isRefined,
          }))}
          onToggle={refine}
          limit={facet.limit ?? 8}
        />
      )}
    </FacetSection>
  );
}
