export { LocationsGrid, type LocationsGridProps } from './LocationsGrid';
export { cardsAcross, GRID_TWELFTHS, locationsGridSpans, type LocationsGridSpans } from './columns';
