export { Pagination, type PaginationProps } from './Pagination';
export { type PageItem, pageItems } from './pages';
