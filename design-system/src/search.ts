// Search page parts: facet lists, range sliders, sorting and pagination.
export * from './components/FacetList';
export * from './components/Pagination';
export * from './components/RangeSlider';
export * from './components/SortSelect';
export * from './components/SearchLayout';
export * from './components/SearchInput';
export * from './components/FacetTiles';
export { facetCountLabel } from './components/private/facet-count';
