import type { CourseQuery, CourseStatusValue } from '@dars/api';

/**
 * The course listing's filters (spec sections 2, 4 and 7) and their place in the URL query, so a
 * filtered page can be shared, survives a reload, and Back restores the previous filters:
 *
 *   /courses-page?category=3&status=free&rate=4,5&price=free,paid&page=2
 *
 * `category` and `status` are single choices, `rate` (star values 1 to 5) and `price` (the keys of
 * `GET /courses/filters`'s price map) are multi-choice, comma-joined; `page` is 1 when missing.
 * Parsing is forgiving (a hand-edited or stale link never breaks the page: what cannot be read is
 * dropped); serialising is canonical (sorted, no duplicates, defaults left out), so one set of
 * filters has exactly one URL and parse(serialise(f)) is f.
 */
export interface ListingFilters {
  categoryId: number | null;
  status: CourseStatusValue | null;
  /** Star values 1 to 5, ascending, no duplicates. */
  rates: number[];
  /** Price keys (the server's, e.g. 'free', 'paid'), sorted, no duplicates. */
  prices: string[];
  /** 1 or more. */
  page: number;
}

/** The spec's page size for the listing. */
export const LISTING_PAGE_SIZE = 20;

export const NO_FILTERS: ListingFilters = { categoryId: null, status: null, rates: [], prices: [], page: 1 };

/** The query keys, in the order they are written. */
export const LISTING_QUERY_KEYS = ['category', 'status', 'rate', 'price', 'page'] as const;

const positiveInt = (value: string | null | undefined): number | null => {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number.parseInt(value.trim(), 10);
  return n >= 1 ? n : null;
};

/** Every comma-separated value of every occurrence of `key` (`rate=4,5` and `rate=4&rate=5` alike). */
const listOf = (params: URLSearchParams, key: string): string[] =>
  params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const isStatus = (value: unknown): value is CourseStatusValue => value === 'free' || value === 'paid';

/** A price key as the server names them: a short word, nothing that needs escaping. */
const PRICE_KEY = /^[A-Za-z0-9_-]{1,32}$/;

const uniqueSorted = <T extends string | number>(values: T[]): T[] =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The filters a query string (`location.search`, with or without its `?`) asks for. */
export function parseListingQuery(search: string): ListingFilters {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const status = params.get('status');
  return {
    categoryId: positiveInt(params.get('category')),
    status: isStatus(status) ? status : null,
    rates: uniqueSorted(
      listOf(params, 'rate')
        .map(positiveInt)
        .filter((n): n is number => n !== null && n <= 5),
    ),
    prices: uniqueSorted(listOf(params, 'price').filter((p) => PRICE_KEY.test(p))),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Brings filters to their canonical form (what parsing their URL would give back). */
export function normalizeFilters(filters: ListingFilters): ListingFilters {
  return parseListingQuery(serializeListingQuery(filters));
}

/** The canonical query string of `filters`, without `?`; '' when nothing is chosen and the page is 1. */
export function serializeListingQuery(filters: ListingFilters): string {
  const parts: string[] = [];
  if (filters.categoryId !== null && Number.isInteger(filters.categoryId) && filters.categoryId >= 1) {
    parts.push(`category=${filters.categoryId}`);
  }
  if (isStatus(filters.status)) parts.push(`status=${filters.status}`);
  const rates = uniqueSorted(filters.rates.filter((r) => Number.isInteger(r) && r >= 1 && r <= 5));
  if (rates.length) parts.push(`rate=${rates.join(',')}`);
  const prices = uniqueSorted(filters.prices.filter((p) => PRICE_KEY.test(p)));
  if (prices.length) parts.push(`price=${prices.join(',')}`);
  if (Number.isInteger(filters.page) && filters.page > 1) parts.push(`page=${filters.page}`);
  return parts.join('&');
}

/** `path` with the filters' query (`/courses-page?rate=4,5`), or the bare path without any. */
export function listingHref(path: string, filters: ListingFilters): string {
  const query = serializeListingQuery(filters);
  return query ? `${path}?${query}` : path;
}

/** True when both ask for the same page of the same courses. */
export function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return serializeListingQuery(a) === serializeListingQuery(b);
}

/** How many filters are chosen (the page is not a filter). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    (filters.categoryId !== null ? 1 : 0) + (filters.status ? 1 : 0) + filters.rates.length + filters.prices.length
  );
}

/** The GET /courses query for these filters: 20 per page (spec section 7). */
export function toCourseQuery(filters: ListingFilters): CourseQuery {
  return {
    perPage: LISTING_PAGE_SIZE,
    page: filters.page,
    ...(filters.categoryId !== null ? { categoryId: filters.categoryId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.rates.length ? { rate: filters.rates } : {}),
    ...(filters.prices.length ? { price: filters.prices } : {}),
  };
}
