export { ResultsGrid, SearchLayout, type SearchLayoutProps } from './SearchLayout';
export { FilterDrawer, filterButtonLabel, type FilterDrawerProps } from './FilterDrawer';
