'use client';

import {
  Button,
  FilterDrawer,
  facetCountLabel,
  Heading,
  SearchInput,
  SearchLayout,
  Text,
} from '@dealer/design-system';
import { activeFilterCount } from '../../search/search-state';
import { type SearchUiState } from '../../search/search-state';
import { carTypesOf } from './search-ui-state';
import { ResultsView } from './SearchResults';
import { type StockSearchProps } from './stock-search-props';

/** Before the browser takes over (and without JavaScript): the server's first page, plain links. */
export function StaticSearch({
  props,
  hrefFor,
}: {
  props: StockSearchProps;
  hrefFor: (state: SearchUiState) => string;
}) {
  const state = props.initialState;
  const noun = props.vehicleNoun;
  return (
    <SearchLayout
      filtersLabel={`Filter ${noun.toLowerCase()}`}
      filters={
        <>
          <Heading level={2}>Filter {noun.toLowerCase()}</Heading>
          <Button
            href="#search-results"
            fullWidth
          >{`Show Me ${facetCountLabel(props.initial.total)} ${noun}`}</Button>
        </>
      }
      filterButton={
        // the same button as after hydration, so nothing moves when the search takes over
        <FilterDrawer
          title={`Filter ${noun.toLowerCase()}`}
          activeCount={activeFilterCount(state)}
          showLabel={`Show Me ${facetCountLabel(props.initial.total)} ${noun}`}
        >
          <Text>The filters are loading.</Text>
        </FilterDrawer>
      }
      toolbar={
        <SearchInput
          id="stock-search-query"
          label={`Search ${noun.toLowerCase()}`}
          placeholder="Search by make, model or keyword"
          defaultValue={state.query}
          action={props.basePath}
        />
      }
    >
      <ResultsView
        props={props}
        hits={props.initial.hits}
        total={props.initial.total}
        page={props.initial.page}
        pages={props.initial.totalPages}
        failed={false}
        busy={false}
        carTypes={carTypesOf(state.refinements.car_type, props.pathCarTypes)}
        hrefForPage={(page) => hrefFor({ ...state, page })}
      />
    </SearchLayout>
  );
}
