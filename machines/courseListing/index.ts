export {
  CATEGORIES_COLLAPSED,
  type CourseListingContext,
  type CourseListingEvent,
  type CourseListingInput,
  type CourseListingTag,
  courseListingMachine,
  type ListingOptions,
  nextFilters,
  urlQueryOf,
} from './courseListingMachine';
export {
  activeFilterCount,
  LISTING_PAGE_SIZE,
  LISTING_QUERY_KEYS,
  type ListingFilters,
  listingHref,
  NO_FILTERS,
  normalizeFilters,
  parseListingQuery,
  sameFilters,
  serializeListingQuery,
  toCourseQuery,
} from './listingQuery';
