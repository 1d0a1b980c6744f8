export { FilterSwitch, SearchInput, type SearchInputProps } from './SearchInput';
