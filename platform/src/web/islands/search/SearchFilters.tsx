'use client';

import { useClearRefinements, useInstantSearch } from 'react-instantsearch';
import { Button, FilterDrawer, facetCountLabel, Heading } from '@dealer/design-system';
import { activeFilterCount, type FacetDefinition } from '../../search/search-state';
import { fromUiState } from './search-ui-state';
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
  inDrawer = false,
}: {
  facets: FacetDefinition[];
  noun: string;
  total: number;
  popularMakes: readonly string[];
  visibleMakes: number;
  makeModels: Record<string, string[]>;
  /** in the phone's drawer: its title and its Show Me button take the heading's and button's place */
  inDrawer?: boolean;
}) {
  const modelFacet = facets.find((f) => f.control === 'makeModels');
  return (
    <>
      {inDrawer ? null : <Heading level={2}>Filter {noun.toLowerCase()}</Heading>}
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
      {inDrawer ? null : (
        <Button href="#search-results" fullWidth>
          {showMeLabel(total, noun)}
        </Button>
      )}
    </>
  );
}

/** spec wording of the button that shows the results: 'Show Me 1,254 Cars'. */
export function showMeLabel(total: number, noun: string): string {
  return `Show Me ${facetCountLabel(total)} ${noun}`;
}

/** The phone's Filter button and drawer, over the same InstantSearch state as the column. */
export function MobileFilters({ props }: { props: StockSearchProps }) {
  const { results, uiState } = useInstantSearch();
  const { refine: clearAll } = useClearRefinements();
  const total = results && !results.__isArtificial ? results.nbHits : props.initial.total;
  const indexId = `${props.indexUid}:${props.defaultSort}`;
  const state = fromUiState(uiState, indexId, props.facets, props.indexUid);
  return (
    <FilterDrawer
      title={`Filter ${props.vehicleNoun.toLowerCase()}`}
      activeCount={activeFilterCount(state)}
      showLabel={showMeLabel(total, props.vehicleNoun)}
      onClearAll={clearAll}
    >
      <Filters
        facets={props.facets}
        noun={props.vehicleNoun}
        total={total}
        popularMakes={props.popularMakes}
        visibleMakes={props.visibleMakes}
        makeModels={props.makeModels}
        inDrawer
      />
    </FilterDrawer>
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
