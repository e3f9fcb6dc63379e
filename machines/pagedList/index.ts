export {
  type FetchPage,
  type Identified,
  type PagedListContext,
  type PagedListEvent,
  type PagedListInput,
  type PagedListSnapshot,
  type PagedListTag,
  pagedListMachine,
  pageItems,
} from './pagedListMachine';
