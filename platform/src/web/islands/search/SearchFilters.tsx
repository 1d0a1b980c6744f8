'use client';

import { useInstantSearch } from 'react-instantsearch';
import { Button, facetCountLabel, Heading } from '@dealer/design-system';
import { type FacetDefinition } from '../../search/search-state';
import { ListFacet } from './ListFacet';
import { MakeFacet } from './MakeFacet';
import { RangeFacet } from './RangeFacet';
import { SelectFacet } from './SelectFacet';
import { type StockSearchProps } from './stock-search-props';
import { ToggleFacet } from './ToggleFacet';

function Filters({
  facets,
  noun,
  total,
  popularMakes,
  visibleMakes,
  makeModels,
}: {
  facets: FacetDefinition[];
  noun: string;
  total: number;
  popularMakes: readonly string[];
  visibleMakes: number;
  makeModels: Record<string, string[]>;
}) {
  const modelFacet = facets.find((f) => f.control === 'makeModels');
  return (
    <>
      <Heading level={2}>Filter {noun.toLowerCase()}</Heading>
      {facets.map((facet) =>
        facet.control === 'makeCards' && modelFacet ? (
          <MakeFacet
            key={facet.attribute}
            facet={facet}
            modelFacet={modelFacet}
            popularMakes={popularMakes}
            visibleMakes={visibleMakes}
            makeModels={makeModels}
          />
        ) : facet.control === 'makeModels' ? null : facet.control === 'select' ? (
          <SelectFacet key={facet.attribute} facet={facet} />
        ) : facet.kind === 'list' ? (
          <ListFacet key={facet.attribute} facet={facet} />
        ) : facet.kind === 'range' ? (
          <RangeFacet key={facet.attribute} facet={facet} />
        ) : (
          <ToggleFacet key={facet.attribute} facet={facet} />
        ),
      )}
      <Button
        href="#search-results"
        fullWidth
      >{`Show Me ${facetCountLabel(total)} ${noun}`}</Button>
    </>
  );
}

export function FiltersWithTotal({ props }: { props: StockSearchProps }) {
  const { results } = useInstantSearch();
  const total = results && !results.__isArtificial ? results.nbHits : props.initial.total;
  return (
    <Filters
      facets={props.facets}
      noun={props.vehicleNoun}
      total={total}
      popularMakes={props.popularMakes}
      visibleMakes={props.visibleMakes}
      makeModels={props.makeModels}
    />
  );
}
