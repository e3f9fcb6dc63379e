import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  type ListingFilters,
  listingHref,
  NO_FILTERS,
  parseListingQuery,
  sameFilters,
  serializeListingQuery,
  toCourseQuery,
} from './listingQuery';

const filters = (patch: Partial<ListingFilters>): ListingFilters => ({ ...NO_FILTERS, ...patch });

describe('parseListingQuery', () => {
  it('reads every filter of a shared link', () => {
    expect(parseListingQuery('?category=3&rate=4,5&status=free&price=free,paid&page=2')).toEqual({
      categoryId: 3,
      status: 'free',
      rates: [4, 5],
      prices: ['free', 'paid'],
      page: 2,
    });
  });

  it('reads a query without its question mark, and nothing as no filters on page 1', () => {
    expect(parseListingQuery('status=paid')).toEqual(filters({ status: 'paid' }));
    expect(parseListingQuery('')).toEqual(NO_FILTERS);
    expect(parseListingQuery('?')).toEqual(NO_FILTERS);
  });

  it('honours /courses-page?status=free (spec section 2)', () => {
    expect(parseListingQuery('?status=free')).toEqual(filters({ status: 'free' }));
  });

  it('drops what it cannot read instead of failing: a hand-edited or stale link still opens', () => {
    expect(parseListingQuery('?category=abc&status=cheap&rate=0,6,x,3&price=<b>,free&page=-2&utm_source=mail')).toEqual(
      filters({ rates: [3], prices: ['free'] }),
    );
    expect(parseListingQuery('?category=0&page=0')).toEqual(NO_FILTERS);
    expect(parseListingQuery('?category=2.5&page=1e3')).toEqual(NO_FILTERS);
  });

  it('reads repeated and encoded lists, sorted and without duplicates', () => {
    expect(parseListingQuery('?rate=5&rate=4%2C5&price=paid,free,paid')).toEqual(
      filters({ rates: [4, 5], prices: ['free', 'paid'] }),
    );
    expect(parseListingQuery('?rate=%204%20,')).toEqual(filters({ rates: [4] }));
  });
});

describe('serializeListingQuery', () => {
  it('writes the canonical query: fixed key order, comma-joined lists, defaults left out', () => {
    expect(
      serializeListingQuery({ categoryId: 3, status: 'free', rates: [5, 4, 5], prices: ['paid', 'free'], page: 2 }),
    ).toBe('category=3&status=free&rate=4,5&price=free,paid&page=2');
    expect(serializeListingQuery(NO_FILTERS)).toBe('');
    expect(serializeListingQuery(filters({ page: 1, rates: [4] }))).toBe('rate=4');
  });

  it('leaves out values a URL must not carry', () => {
    expect(serializeListingQuery(filters({ categoryId: 0, rates: [0, 7, 2.5], prices: ['a b', '&x'], page: 0 }))).toBe(
      '',
    );
  });

  it('builds the link on the page’s own path (an alias stays an alias)', () => {
    expect(listingHref('/courses', filters({ rates: [4, 5], page: 2 }))).toBe('/courses?rate=4,5&page=2');
    expect(listingHref('/courses-page', NO_FILTERS)).toBe('/courses-page');
  });
});

describe('the URL round trip', () => {
  const categories = [null, 1, 8, 120];
  const statuses = [null, 'free', 'paid'] as const;
  const rateSets = [[], [5], [4, 5], [1, 3, 5], [1, 2, 3, 4, 5]];
  const priceSets = [[], ['free'], ['free', 'paid']];
  const pages = [1, 2, 17];
  const all: ListingFilters[] = categories.flatMap((categoryId) =>
    statuses.flatMap((status) =>
      rateSets.flatMap((rates) =>
        priceSets.flatMap((prices) => pages.map((page) => ({ categoryId, status, rates, prices, page }))),
      ),
    ),
  );

  it(`parse(serialise(f)) is f for every canonical set of filters (${all.length} of them)`, () => {
    for (const f of all) expect(parseListingQuery(serializeListingQuery(f))).toEqual(f);
  });

  it('serialise(parse(q)) is q for every canonical query, and each set of filters has its own', () => {
    const queries = all.map(serializeListingQuery);
    for (const q of queries) expect(serializeListingQuery(parseListingQuery(q))).toBe(q);
    expect(new Set(queries).size).toBe(all.length);
  });

  it('through the browser’s own URL parsing too (what a reload reads back)', () => {
    for (const f of all) {
      const url = new URL(listingHref('/courses-page', f), 'https://dars.example');
      expect(parseListingQuery(url.search)).toEqual(f);
    }
  });
});

describe('helpers', () => {
  it('sameFilters compares what is asked for, not how it was written', () => {
    expect(sameFilters(filters({ rates: [5, 4] }), filters({ rates: [4, 5] }))).toBe(true);
    expect(sameFilters(filters({ rates: [4] }), filters({ rates: [4], page: 2 }))).toBe(false);
  });

  it('counts the chosen filters, not the page', () => {
    expect(activeFilterCount(filters({ categoryId: 2, rates: [4, 5], page: 3 }))).toBe(3);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it('asks GET /courses for 20 per page and only the chosen filters (spec section 7)', () => {
    expect(toCourseQuery(NO_FILTERS)).toEqual({ perPage: 20, page: 1 });
    expect(toCourseQuery({ categoryId: 3, status: 'free', rates: [4, 5], prices: ['free'], page: 2 })).toEqual({
      perPage: 20,
      page: 2,
      categoryId: 3,
      status: 'free',
      rate: [4, 5],
      price: ['free'],
    });
  });
});
