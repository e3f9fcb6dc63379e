import { ApiError, type Course, type Page } from '@dars/api';
import { server } from '@dars/mocks/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { controlled, describeModelPaths, done, failed, flush, lastOf, type ModelEvent } from '../testing';
import {
  CATEGORIES_COLLAPSED,
  type CourseListingInput,
  courseListingMachine,
  type ListingOptions,
} from './courseListingMachine';
import { type ListingFilters, NO_FILTERS, serializeListingQuery } from './listingQuery';

const course = (id: number): Course =>
  ({ id, slug: `course-${id}`, title: `Course ${id}`, status: { value: 'paid', title: '' } }) as Course;
const pageOf = (ids: number[], lastPage = 2): Page<Course> => ({ items: ids.map(course), lastPage });
const OPTIONS: ListingOptions = {
  categories: Array.from({ length: 8 }, (_, i) => ({ id: i + 1, title: `C${i + 1}`, image: null, courses_count: 5 })),
  reviews: { '1': 0, '2': 0, '3': 0, '4': 12, '5': 25 },
  prices: { free: 10, paid: 30 },
};
const filters = (patch: Partial<ListingFilters>): ListingFilters => ({ ...NO_FILTERS, ...patch });

function start(input: CourseListingInput = {}) {
  const courses = controlled<Page<Course>, ListingFilters>();
  const options = controlled<ListingOptions>();
  const pushUrl = vi.fn<(query: string) => void>();
  const logFailure = vi.fn();
  const actor = createActor(
    courseListingMachine.provide({
      actors: { loadCourses: courses.logic, loadOptions: options.logic },
      actions: { pushUrl: (_, params) => pushUrl(params.query), logFailure: (_, params) => logFailure(params.error) },
    }),
    { input },
  ).start();
  return { actor, courses, options, pushUrl, logFailure, settle: { courses, options } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('courseListingMachine', () => {
  it('starts with the URL’s filters: loads that page of courses and the panel’s options at once', () => {
    const { actor, courses, options } = start({ filters: filters({ categoryId: 3, rates: [4, 5], page: 2 }) });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('optionsLoading')).toBe(true);
    expect(courses.calls.map((c) => c.input)).toEqual([filters({ categoryId: 3, rates: [4, 5], page: 2 })]);
    expect(options.calls).toHaveLength(1);
  });

  it('shows the page it got, with its last page; an empty page is the empty state', async () => {
    const { actor, courses } = start();
    await courses.resolve(pageOf([1, 2, 3], 4));
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ items: [course(1), course(2), course(3)], lastPage: 4 });
    actor.send({ type: 'filters.rate', value: 1 });
    await courses.resolve(pageOf([], 1));
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('category and status are single choices: another replaces, the same again clears', async () => {
    const { actor, courses, pushUrl } = start();
    actor.send({ type: 'filters.category', id: 3 });
    actor.send({ type: 'filters.category', id: 5 });
    expect(actor.getSnapshot().context.filters.categoryId).toBe(5);
    actor.send({ type: 'filters.category', id: 5 });
    expect(actor.getSnapshot().context.filters.categoryId).toBeNull();
    actor.send({ type: 'filters.status', value: 'free' });
    actor.send({ type: 'filters.status', value: 'paid' });
    actor.send({ type: 'filters.status', value: 'paid' });
    expect(actor.getSnapshot().context.filters.status).toBeNull();
    expect(pushUrl.mock.calls.map(([q]) => q)).toEqual([
      'category=3',
      'category=5',
      '',
      'status=free',
      'status=paid',
      '',
    ]);
    expect(courses.calls).toHaveLength(7);
  });

  it('‘All’ (null) clears a single choice, and is nothing when nothing is chosen', () => {
    const { actor, courses, pushUrl } = start({ filters: filters({ categoryId: 4, status: 'paid', rates: [5] }) });
    actor.send({ type: 'filters.category', id: null });
    actor.send({ type: 'filters.category', id: null });
    actor.send({ type: 'filters.status', value: null });
    expect(actor.getSnapshot().context.filters).toEqual(filters({ rates: [5] }));
    expect(pushUrl.mock.calls.map(([q]) => q)).toEqual(['status=paid&rate=5', 'rate=5']);
    expect(courses.calls).toHaveLength(3);
  });

  it('rating and price are multi-choice, sent comma-joinable and sorted', () => {
    const { actor, courses, pushUrl } = start();
    actor.send({ type: 'filters.rate', value: 5 });
    actor.send({ type: 'filters.rate', value: 4 });
    actor.send({ type: 'filters.price', value: 'paid' });
    actor.send({ type: 'filters.price', value: 'free' });
    actor.send({ type: 'filters.rate', value: 5 });
    expect(actor.getSnapshot().context.filters).toEqual(filters({ rates: [4], prices: ['free', 'paid'] }));
    expect(courses.calls.at(-1)?.input).toEqual(filters({ rates: [4], prices: ['free', 'paid'] }));
    expect(pushUrl).toHaveBeenLastCalledWith('rate=4&price=free,paid');
  });

  it('a filter change goes back to page 1', () => {
    const { actor, courses, pushUrl } = start({ filters: filters({ rates: [4, 5], page: 2 }) });
    actor.send({ type: 'filters.category', id: 1 });
    expect(courses.calls.at(-1)?.input).toEqual(filters({ categoryId: 1, rates: [4, 5], page: 1 }));
    expect(pushUrl).toHaveBeenLastCalledWith('category=1&rate=4,5');
  });

  it('clear filters drops every choice and the page, and is nothing when nothing is chosen', () => {
    const { actor, courses, pushUrl } = start({ filters: filters({ categoryId: 2, status: 'paid', page: 2 }) });
    actor.send({ type: 'filters.clear' });
    expect(actor.getSnapshot().context.filters).toEqual(NO_FILTERS);
    expect(pushUrl).toHaveBeenLastCalledWith('');
    actor.send({ type: 'filters.clear' });
    expect(courses.calls).toHaveLength(2);
    expect(pushUrl).toHaveBeenCalledTimes(1);
  });

  it('a URL change (Back, a pagination link) refetches without pushing again; the same URL does nothing', async () => {
    const { actor, courses, pushUrl } = start({ filters: filters({ rates: [4, 5] }) });
    await courses.resolve(pageOf([1, 2]));
    actor.send({ type: 'url.changed', filters: filters({ rates: [5, 4], page: 2 }) });
    expect(courses.calls.at(-1)?.input).toEqual(filters({ rates: [4, 5], page: 2 }));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await courses.resolve(pageOf([21]));
    // What our own push sends back: the same filters, nothing to do.
    actor.send({ type: 'url.changed', filters: filters({ rates: [4, 5], page: 2 }) });
    expect(courses.calls).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(pushUrl).not.toHaveBeenCalled();
  });

  it('a newer choice cancels the fetch under way: a late answer to the old filters is never shown', async () => {
    const { actor, courses } = start();
    actor.send({ type: 'filters.category', id: 3 });
    expect(courses.calls).toHaveLength(2);
    courses.calls[0]?.resolve(pageOf([1, 2, 3]));
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await courses.resolve(pageOf([11]));
    expect(actor.getSnapshot().context.items).toEqual([course(11)]);
  });

  it('a failed fetch shows the error and is logged; retry fetches the same filters again', async () => {
    const { actor, courses, logFailure } = start({ filters: filters({ categoryId: 2 }) });
    const error = new ApiError('http', { status: 500 });
    await courses.reject(error);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(error);
    expect(logFailure).toHaveBeenCalledWith(error);
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(courses.calls.map((c) => c.input)).toEqual([filters({ categoryId: 2 }), filters({ categoryId: 2 })]);
    await courses.resolve(pageOf([4]));
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('the options load once; their failure leaves the list alone and can be retried', async () => {
    const { actor, courses, options, logFailure } = start();
    await options.reject(new ApiError('network'));
    expect(actor.getSnapshot().hasTag('optionsFailed')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(logFailure).toHaveBeenCalledTimes(1);
    actor.send({ type: 'options.retry' });
    await options.resolve(OPTIONS);
    expect(actor.getSnapshot().context.options).toEqual(OPTIONS);
    actor.send({ type: 'filters.rate', value: 4 });
    expect(options.calls).toHaveLength(2);
    expect(courses.calls).toHaveLength(2);
  });

  it('a new language loads the list and the options again, keeping the filters and the expanded list', async () => {
    const { actor, courses, options, pushUrl } = start({ filters: filters({ rates: [5] }) });
    await courses.resolve(pageOf([1]));
    await options.resolve(OPTIONS);
    actor.send({ type: 'categories.toggle' });
    actor.send({ type: 'listing.reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('optionsLoading')).toBe(true);
    expect(courses.calls.map((c) => c.input)).toEqual([filters({ rates: [5] }), filters({ rates: [5] })]);
    expect(options.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.categoriesExpanded).toBe(true);
    expect(pushUrl).not.toHaveBeenCalled();
  });

  it('shows the first 5 categories until expanded', () => {
    const { actor } = start();
    expect(CATEGORIES_COLLAPSED).toBe(5);
    expect(actor.getSnapshot().context.categoriesExpanded).toBe(false);
    actor.send({ type: 'categories.toggle' });
    expect(actor.getSnapshot().context.categoriesExpanded).toBe(true);
    actor.send({ type: 'categories.toggle' });
    expect(actor.getSnapshot().context.categoriesExpanded).toBe(false);
  });

  describe('with a fixed status (/coureses-free)', () => {
    it('always asks for that status, whatever the URL says, and never writes it to the URL', () => {
      const { actor, courses, pushUrl } = start({ fixedStatus: 'free', filters: filters({ status: 'paid' }) });
      expect(courses.calls[0]?.input).toEqual(filters({ status: 'free' }));
      actor.send({ type: 'filters.rate', value: 5 });
      expect(pushUrl).toHaveBeenLastCalledWith('rate=5');
      expect(courses.calls.at(-1)?.input).toEqual(filters({ status: 'free', rates: [5] }));
      actor.send({ type: 'url.changed', filters: filters({ status: 'paid', rates: [5], page: 2 }) });
      expect(courses.calls.at(-1)?.input).toEqual(filters({ status: 'free', rates: [5], page: 2 }));
    });

    it('the status cannot be chosen or cleared', () => {
      const { actor, courses, pushUrl } = start({ fixedStatus: 'free' });
      actor.send({ type: 'filters.status', value: 'free' });
      actor.send({ type: 'filters.status', value: 'paid' });
      actor.send({ type: 'filters.clear' });
      expect(actor.getSnapshot().context.filters.status).toBe('free');
      expect(courses.calls).toHaveLength(1);
      expect(pushUrl).not.toHaveBeenCalled();
    });
  });
});

describe('courseListingMachine over the demo API', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('GET /courses with per_page=20 and the filters; the options from /courses/filters and /categories?per_page=100&page=1', async () => {
    const urls: string[] = [];
    const record = ({ request }: { request: Request }) => {
      urls.push(new URL(request.url).pathname + new URL(request.url).search);
    };
    server.events.on('request:start', record);
    try {
      const actor = createActor(courseListingMachine, {
        input: { filters: filters({ categoryId: 3, rates: [4, 5] }) },
      }).start();
      const shown = await waitFor(actor, (s) => s.hasTag('loaded') && s.context.options !== null, { timeout: 5000 });
      expect(urls).toEqual(
        expect.arrayContaining([
          '/api/v1/courses?per_page=20&page=1&category_id=3&rate=4%2C5',
          '/api/v1/courses/filters',
          '/api/v1/categories?per_page=100&page=1',
        ]),
      );
      expect(shown.context.items.length).toBeGreaterThan(0);
      expect(shown.context.items.every((c) => c.category.id === 3)).toBe(true);
      expect(shown.context.items.every((c) => [4, 5].includes(Math.round(c.rating.average)))).toBe(true);
      expect(shown.context.options?.categories).toHaveLength(8);
      expect(shown.context.options?.prices).toEqual({ free: 10, paid: 30 });
      actor.stop();
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('pages: 40 courses are 2 pages of 20', async () => {
    const actor = createActor(courseListingMachine, { input: { filters: filters({ page: 2 }) } }).start();
    const shown = await waitFor(actor, (s) => s.hasTag('loaded'), { timeout: 5000 });
    expect(shown.context.lastPage).toBe(2);
    expect(shown.context.items).toHaveLength(20);
    actor.stop();
  });
});

/**
 * The filters a user expects after `steps`, worked out from the spec's rules (not from the machine): the
 * queries pushed to the URL, the filters of each courses call, and what the list shows.
 */
function expectedFilters(initial: ListingFilters, steps: ModelEvent[]) {
  let f = { ...initial, rates: [...initial.rates] };
  const pushed: string[] = [];
  const loads: ListingFilters[] = [f];
  let list: 'loading' | 'loaded' | 'empty' | 'failed' = 'loading';
  for (const step of steps) {
    const before = serializeListingQuery(f);
    if (step.type === 'filters.category') {
      f = { ...f, categoryId: f.categoryId === step.id ? null : (step.id as number), page: 1 };
    } else if (step.type === 'filters.rate') {
      const value = step.value as number;
      const rates = f.rates.includes(value) ? f.rates.filter((r) => r !== value) : [...f.rates, value];
      f = { ...f, rates: rates.sort(), page: 1 };
    } else if (step.type === 'filters.clear') {
      f = { ...NO_FILTERS };
    } else if (step.type === 'url.changed') {
      f = step.filters as ListingFilters;
    } else if (step.type === 'list.retry' && list === 'failed') {
      list = 'loading';
      loads.push(f);
      continue;
    } else if (step.type === 'xstate.done.actor.courses' && list === 'loading') {
      list = (step.output as Page<Course>).items.length > 0 ? 'loaded' : 'empty';
      continue;
    } else if (step.type === 'xstate.error.actor.courses' && list === 'loading') {
      list = 'failed';
      continue;
    } else {
      continue;
    }
    if (serializeListingQuery(f) === before) continue;
    // A new query: the list loads it; a user's change (not the URL's own) goes to the URL.
    if (step.type !== 'url.changed') pushed.push(serializeListingQuery(f));
    loads.push(f);
    list = 'loading';
  }
  return { filters: f, pushed, loads, list };
}

describe('courseListingMachine: the list', () => {
  const FILLED = pageOf([1, 2], 2);
  const EMPTY = pageOf([], 1);
  const BACK_TO: ListingFilters = filters({ rates: [4, 5], page: 2 });
  describeModelPaths(courseListingMachine, {
    name: 'model-based paths (filters, URL, list)',
    events: [
      { type: 'filters.category', id: 3 },
      { type: 'filters.rate', value: 4 },
      { type: 'filters.rate', value: 5 },
      { type: 'filters.clear' },
      { type: 'url.changed', filters: BACK_TO },
      { type: 'list.retry' },
      done('courses', FILLED),
      done('courses', EMPTY),
      failed('courses', new ApiError('http', { status: 500 })),
    ],
    serialize: (s) =>
      `${JSON.stringify((s.value as { list: string }).list)}|${serializeListingQuery(s.context.filters)}`,
    cover: (s) => (s.value as { list: string }).list,
    start,
    expectStates: ['loading', 'loaded', 'empty', 'failed'],
    check: (sut, _expected, steps) => {
      const s = sut.actor.getSnapshot();
      const expected = expectedFilters(NO_FILTERS, steps);
      const lists = ['loading', 'loaded', 'empty', 'failed'] as const;
      // The panel marks the filters the user chose (or the URL asked for); the grid shows one of its four
      // states, the courses the server sent when loaded.
      expect({
        filters: s.context.filters,
        list: lists.filter((t) => s.hasTag(t)),
        items: s.hasTag('loaded') ? s.context.items : null,
      }).toEqual({
        filters: expected.filters,
        list: [expected.list],
        items: expected.list === 'loaded' ? FILLED.items : null,
      });
      // Every user change and only those went to the URL, as the canonical query; one courses call per
      // new query or retry, with exactly those filters; each failure logged once.
      expect(sut.pushUrl.mock.calls.map(([q]) => q)).toEqual(expected.pushed);
      expect(sut.courses.calls.map((c) => c.input)).toEqual(expected.loads);
      expect(sut.logFailure.mock.calls).toEqual(
        steps.filter((e) => e.type.startsWith('xstate.error')).map((e) => [e.error]),
      );
    },
  });
});

describe('courseListingMachine: the options', () => {
  describeModelPaths(courseListingMachine, {
    name: 'model-based paths (filter options)',
    events: [
      done('options', OPTIONS),
      failed('options', new ApiError('network')),
      { type: 'options.retry' },
      { type: 'categories.toggle' },
    ],
    serialize: (s) => `${JSON.stringify((s.value as { options: string }).options)}|${s.context.categoriesExpanded}`,
    cover: (s) => (s.value as { options: string }).options,
    start,
    expectStates: ['loading', 'loaded', 'failed'],
    check: (sut, _expected, steps) => {
      const s = sut.actor.getSnapshot();
      const toggles = steps.filter((e) => e.type === 'categories.toggle').length;
      const last = lastOf(steps, 'xstate.done.actor.options', 'xstate.error.actor.options', 'options.retry');
      // 'Show more' / 'show less': the first 5 until expanded; the options once loaded, a spinner while
      // they load, a retry line when they failed.
      expect({
        expanded: s.context.categoriesExpanded,
        options: s.context.options,
        loading: s.hasTag('optionsLoading'),
        failed: s.hasTag('optionsFailed'),
      }).toEqual({
        expanded: toggles % 2 === 1,
        options: last?.type === 'xstate.done.actor.options' ? OPTIONS : null,
        loading: last === undefined || last.type === 'options.retry',
        failed: last?.type === 'xstate.error.actor.options',
      });
      // One options call at the start and per retry; each failure logged; the list is not disturbed.
      expect(sut.options.calls).toHaveLength(1 + steps.filter((e) => e.type === 'options.retry').length);
      expect(sut.logFailure).toHaveBeenCalledTimes(steps.filter((e) => e.type.startsWith('xstate.error')).length);
      expect(sut.courses.calls).toHaveLength(1);
    },
  });
});
