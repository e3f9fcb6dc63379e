export { type ActiveFilter, ActiveFilters, type ActiveFiltersProps } from './ActiveFilters';
export {
  type FilterOption,
  FilterPanel,
  type FilterPanelProps,
  type MultiChoice,
  type SingleChoice,
} from './FilterPanel';
