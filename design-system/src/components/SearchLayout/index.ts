export { ResultsGrid, SearchLayout, type SearchLayoutProps } from './SearchLayout';
