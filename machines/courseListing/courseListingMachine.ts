import {
  type Category,
  type Course,
  type CourseStatusValue,
  getCategories,
  getCourseFilters,
  getCourses,
  type Page,
} from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import { failureLog } from '../failureLog';
import {
  type ListingFilters,
  NO_FILTERS,
  normalizeFilters,
  sameFilters,
  serializeListingQuery,
  toCourseQuery,
} from './listingQuery';

/** The filter panel's choices: categories with counts, and the rating and price counts. */
export interface ListingOptions {
  /** GET /categories?per_page=100&page=1 (spec section 7). */
  categories: Category[];
  /** Star value ('1'…'5') → number of courses (GET /courses/filters `reviews`). */
  reviews: Record<string, number>;
  /** Price key ('free', 'paid') → number of courses (GET /courses/filters `price`). */
  prices: Record<string, number>;
}

/** How many categories show until the list is expanded (spec section 4). */
export const CATEGORIES_COLLAPSED = 5;

export interface CourseListingInput {
  /** The filters the URL asks for (`parseListingQuery(location.search)`). */
  filters?: ListingFilters;
  /** A status the page fixes (/coureses-free: 'free'); the user cannot change it and the URL does not carry it. */
  fixedStatus?: CourseStatusValue | null;
}

export interface CourseListingContext {
  /** The filters in force, the fixed status included: what the list shows and what the panel marks. */
  filters: ListingFilters;
  fixedStatus: CourseStatusValue | null;
  /** The current page's courses (kept while the next page loads, for the skeleton's size). */
  items: Course[];
  lastPage: number;
  options: ListingOptions | null;
  /** All categories shown (true) or only the first 5 (false). */
  categoriesExpanded: boolean;
  error: unknown;
}

export type CourseListingEvent =
  /** Single choice: choosing the chosen category again clears it, as does `null` ('All categories'). */
  | { type: 'filters.category'; id: number | null }
  /** Single choice: choosing the chosen status again clears it, as does `null` (ignored when the page fixes it). */
  | { type: 'filters.status'; value: CourseStatusValue | null }
  /** Multi-choice: adds or removes one star value. */
  | { type: 'filters.rate'; value: number }
  /** Multi-choice: adds or removes one price key. */
  | { type: 'filters.price'; value: string }
  | { type: 'filters.clear' }
  /** The URL changed by itself (Back, Forward, a pagination link, a shared link): show what it asks for. */
  | { type: 'url.changed'; filters: ListingFilters }
  | { type: 'list.retry' }
  | { type: 'options.retry' }
  | { type: 'categories.toggle' }
  /** The language changed: the server answers in the new one, so both the list and the options load again. */
  | { type: 'listing.reload' };

/** The tags screens read: the list region (`loading`, `loaded`, `empty`, `failed`) and the panel's options. */
export type CourseListingTag = 'loading' | 'loaded' | 'empty' | 'failed' | 'optionsLoading' | 'optionsFailed';

const toggle = <T>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

/** The filters in force after `event` (a filter change always goes back to page 1). */
export function nextFilters(context: Pick<CourseListingContext, 'filters' | 'fixedStatus'>, event: CourseListingEvent) {
  const { filters, fixedStatus } = context;
  const changed = (patch: Partial<ListingFilters>): ListingFilters =>
    withFixed(normalizeFilters({ ...filters, ...patch, page: 1 }), fixedStatus);
  switch (event.type) {
    case 'filters.category':
      return changed({ categoryId: event.id === null || filters.categoryId === event.id ? null : event.id });
    case 'filters.status':
      return changed({ status: event.value === null || filters.status === event.value ? null : event.value });
    case 'filters.rate':
      return changed({ rates: toggle(filters.rates, event.value) });
    case 'filters.price':
      return changed({ prices: toggle(filters.prices, event.value) });
    case 'filters.clear':
      return changed({ categoryId: null, status: null, rates: [], prices: [] });
    case 'url.changed':
      return withFixed(normalizeFilters(event.filters), fixedStatus);
    default:
      return filters;
  }
}

const withFixed = (filters: ListingFilters, fixedStatus: CourseStatusValue | null): ListingFilters =>
  fixedStatus ? { ...filters, status: fixedStatus } : filters;

/** The query the URL carries for these filters: the fixed status is the page's own, not the URL's. */
export function urlQueryOf(filters: ListingFilters, fixedStatus: CourseStatusValue | null): string {
  return serializeListingQuery(fixedStatus ? { ...filters, status: null } : filters);
}

/**
 * The course listing (spec sections 2, 4, 7): filters (category and status single choice, choosing
 * again clears; rating and price multi-choice; page) and the page of courses they select. Every
 * change refetches GET /courses (20 per page), cancelling a fetch under way. The filters live in the
 * URL: a user's change is pushed to it (`pushUrl`, the screen's history push), and a change of the
 * URL itself (`url.changed`: Back, Forward, a pagination link) is shown without a second push. In
 * parallel, the panel's options load once: GET /courses/filters (rating and price counts) and
 * GET /categories?per_page=100&page=1 (shown 5 at a time until expanded).
 */
export const courseListingMachine = setup({
  types: {
    context: {} as CourseListingContext,
    events: {} as CourseListingEvent,
    input: {} as CourseListingInput | undefined,
    tags: {} as CourseListingTag,
  },
  actors: {
    loadCourses: fromPromise<Page<Course>, ListingFilters>(({ input, signal }) =>
      getCourses(toCourseQuery(input), { signal }),
    ),
    loadOptions: fromPromise<ListingOptions>(async ({ signal }) => {
      const [filters, categories] = await Promise.all([
        getCourseFilters({ signal }),
        getCategories({ perPage: 100, page: 1 }, { signal }),
      ]);
      return { categories: categories.items, reviews: filters.reviews, prices: filters.price };
    }),
  },
  actions: {
    /** The screen pushes `?{query}` onto the history (a new entry, so Back returns to these filters' predecessor). */
    pushUrl: (_, _params: { query: string }) => {},
    /** Spec section 8: list failures show the red line and are also logged. */
    logFailure: failureLog('course listing'),
  },
  guards: {
    changesFilters: ({ context, event }) => !sameFilters(nextFilters(context, event), context.filters),
  },
}).createMachine({
  id: 'courseListing',
  context: ({ input }) => {
    const fixedStatus = input?.fixedStatus ?? null;
    return {
      filters: withFixed(normalizeFilters(input?.filters ?? NO_FILTERS), fixedStatus),
      fixedStatus,
      items: [],
      lastPage: 1,
      options: null,
      categoriesExpanded: false,
      error: null,
    };
  },
  type: 'parallel',
  on: {
    'categories.toggle': { actions: assign({ categoriesExpanded: ({ context }) => !context.categoriesExpanded }) },
    'listing.reload': { target: ['.list.loading', '.options.loading'] },
  },
  states: {
    list: {
      initial: 'loading',
      on: {
        'filters.*': {
          guard: 'changesFilters',
          target: '.loading',
          actions: [
            assign({ filters: ({ context, event }) => nextFilters(context, event) }),
            {
              type: 'pushUrl',
              params: ({ context }) => ({ query: urlQueryOf(context.filters, context.fixedStatus) }),
            },
          ],
        },
        'url.changed': {
          guard: 'changesFilters',
          target: '.loading',
          actions: assign({ filters: ({ context, event }) => nextFilters(context, event) }),
        },
      },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            id: 'courses',
            src: 'loadCourses',
            input: ({ context }) => context.filters,
            onDone: [
              {
                guard: ({ event }) => event.output.items.length > 0,
                target: 'loaded',
                actions: assign({
                  items: ({ event }) => event.output.items,
                  lastPage: ({ event }) => event.output.lastPage,
                  error: null,
                }),
              },
              {
                target: 'empty',
                actions: assign({ items: [], lastPage: ({ event }) => event.output.lastPage, error: null }),
              },
            ],
            onError: {
              target: 'failed',
              actions: [
                assign({ error: ({ event }) => event.error }),
                { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        loaded: { tags: 'loaded' },
        empty: { tags: 'empty' },
        failed: {
          tags: 'failed',
          on: { 'list.retry': 'loading' },
        },
      },
    },
    options: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'optionsLoading',
          invoke: {
            id: 'options',
            src: 'loadOptions',
            onDone: { target: 'loaded', actions: assign({ options: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: {},
        failed: {
          tags: 'optionsFailed',
          on: { 'options.retry': 'loading' },
        },
      },
    },
  },
});
