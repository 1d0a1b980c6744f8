export { FacetTiles, type FacetTile, type FacetTilesProps } from './FacetTiles';
