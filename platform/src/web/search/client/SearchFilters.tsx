'use client';

import { type CSSProperties } from 'react';
import {
  Button,
  FacetSection,
  FilterDrawer,
  facetCountLabel,
  Heading,
  Link,
} from '@dealer/design-system';
import { FILTER_PRESETS_TITLE, withFilterPresets } from '../../../domain/filter-presets';
import { activeFilterCount, type FacetDefinition } from '../../../search/address/search-state';
import { highestFirstButtonLabel, type SearchView, withoutFilters } from '../search-view';
import {
  ListFacetView,
  MakeFacetView,
  RangeFacetView,
  SelectFacetView,
  ToggleFacetView,
} from './FacetViews';
import { type SearchActions } from './search-actions';
import { type StockSearchProps } from './stock-search-props';

/** spec wording of the button that shows the results: 'Show Me 1,254 Cars'. */
export function showMeLabel(total: number, noun: string): string {
  return `Show Me ${facetCountLabel(total)} ${noun}`;
}

// each preset a target of at least 24 px (WCAG 2.2 target size), one under another
const presetListStyle: CSSProperties = {
  display: 'grid',
  gap: 4,
  listStyle: 'none',
  margin: 0,
  padding: 0,
};
const presetLinkStyle: CSSProperties = { display: 'inline-block', paddingBlock: 4 };

interface FiltersProps {
  props: StockSearchProps;
  view: SearchView;
  actions: SearchActions;
  busy: boolean;
}

/** Every facet of the page, in the profile's order. */
function Filters({
  props,
  view,
  actions,
  busy,
  inDrawer = false,
}: FiltersProps & { inDrawer?: boolean }) {
  const noun = props.vehicleNoun;
  const sections = facetSections({ props, view, actions, busy });
  // spec §9 the site's filter presets: the filters' section at index 4
  const presets = props.filterPresets?.length ? (
    <FacetSection key="filter-presets" title={FILTER_PRESETS_TITLE}>
      <ul data-slot="filter-presets" style={presetListStyle}>
        {props.filterPresets.map((preset) => (
          <li key={preset.href}>
            <Link href={preset.href} style={presetLinkStyle}>
              {preset.label}
            </Link>
          </li>
        ))}
      </ul>
    </FacetSection>
  ) : null;
  return (
    <>
      {inDrawer ? null : <Heading level={2}>Filter {noun.toLowerCase()}</Heading>}
      {withFilterPresets(sections, presets)}
      {inDrawer ? null : (
        <Button href="#search-results" fullWidth>
          {showMeLabel(view.total, noun)}
        </Button>
      )}
    </>
  );
}

/** Each facet's section, in the profile's order. */
function facetSections({ props, view, actions, busy }: FiltersProps) {
  const { facets } = props;
  const modelFacet = facets.find((f) => f.control === 'makeModels');
  const highestFirstOf = (facet: FacetDefinition) => {
    const label = highestFirstButtonLabel(facet, props.sorts);
    return label ? { label, defaultSort: props.defaultSort } : null;
  };
  return facets.flatMap((facet) => {
    const values = view.facetValues[facet.attribute] ?? [];
    if (facet.control === 'makeCards' && modelFacet)
      return (
        <MakeFacetView
          key={facet.attribute}
          facet={facet}
          modelFacet={modelFacet}
          makes={values}
          models={view.facetValues[modelFacet.attribute] ?? []}
          popularMakes={props.popularMakes}
          visibleMakes={props.visibleMakes}
          makeModels={props.makeModels}
          makeLogos={props.makeLogos}
          actions={actions}
        />
      );
    if (facet.control === 'makeModels') return [];
    if (facet.control === 'select')
      return (
        <SelectFacetView key={facet.attribute} facet={facet} values={values} actions={actions} />
      );
    if (facet.kind === 'list')
      return (
        <ListFacetView key={facet.attribute} facet={facet} values={values} actions={actions} />
      );
    if (facet.kind === 'range')
      return (
        <RangeFacetView
          key={facet.attribute}
          facet={facet}
          bounds={view.rangeBounds[facet.attribute] ?? null}
          current={view.state.ranges[facet.attribute]}
          highestFirst={highestFirstOf(facet)}
          actions={actions}
        />
      );
    return (
      <ToggleFacetView
        key={facet.attribute}
        facet={facet}
        on={view.state.toggles[facet.attribute] === true}
        available={view.toggleAvailable[facet.attribute] ?? false}
        busy={busy}
        actions={actions}
      />
    );
  });
}

/** The filters column beside the results (wide screens). */
export function FiltersColumn(props: FiltersProps) {
  return <Filters {...props} />;
}

/** The phone's Filter button and drawer, over the same search as the column. */
export function MobileFilters(props: FiltersProps) {
  const { view, actions } = props;
  return (
    <FilterDrawer
      title={`Filter ${props.props.vehicleNoun.toLowerCase()}`}
      activeCount={activeFilterCount(view.state)}
      showLabel={showMeLabel(view.total, props.props.vehicleNoun)}
      onClearAll={() => actions.change(withoutFilters)}
    >
      <Filters {...props} inDrawer />
    </FilterDrawer>
  );
}
