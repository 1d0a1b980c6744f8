export { FacetList, type FacetListItem, type FacetListProps } from './FacetList';
export { FacetSection } from './FacetSection';
