export { Pagination, type PaginationProps } from './Pagination';
export { paginationItems } from './pages';
