export { SortSelect, type SortSelectProps } from './SortSelect';
