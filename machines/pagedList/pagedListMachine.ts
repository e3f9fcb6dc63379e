import type { Page } from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureLog } from '../failureLog';
import type { MachineTag } from '../forms';

/** Anything a paged list shows has an id (categories, instructors, courses, certificates). */
export interface Identified {
  id: number;
}

/** Fetches one page of the list; the signal aborts a fetch whose answer is no longer wanted. */
export type FetchPage<T extends Identified = Identified> = (page: number, signal: AbortSignal) => Promise<Page<T>>;

export interface PagedListInput<T extends Identified = Identified> {
  fetchPage: FetchPage<T>;
  /** The page in the URL (`readPage` in app/pagedRoute.ts: 1 when missing or bad). */
  page: number;
}

export interface PagedListContext {
  fetchPage: FetchPage;
  /** The page asked for (the URL's). */
  page: number;
  /** From the last answer: `paginate.last_page` or `meta.last_page` (Page.lastPage). */
  lastPage: number;
  items: Identified[];
  error: unknown;
}

export type PagedListEvent =
  /** The URL's page changed (a pagination link, Back, Forward). */
  | { type: 'list.page'; page: number }
  /** The error state's retry button. */
  | { type: 'list.retry' }
  /** Fetch the page again whatever is shown (the language changed: the server's words are in the old one). */
  | { type: 'list.reload' }
  /** An item left the list (un-favourited on /my_fav): its card disappears. */
  | { type: 'list.remove'; id: number };

/** `loading`, `loaded` (items to show), `empty` (the page has none), `failed` (the red line and retry). */
export type PagedListTag = Extract<MachineTag, 'loading' | 'loaded' | 'empty' | 'failed'>;

const atLeastOne = (page: number) => (Number.isInteger(page) && page >= 1 ? page : 1);

/**
 * One paged list (spec sections 2, 7, 9): departments, instructors, search results, my courses,
 * favourites and certificates, 20 per page, the page in the URL.
 *
 * loading → loaded | empty | failed. A new page (`list.page`) fetches again from any state; the
 * fetch under way is stopped and aborted, so a late answer of an earlier page is never shown. An
 * answer past the last page (a stale link, or the last item of the last page removed) asks for the
 * last page instead and tells the screen (`pageCorrected`) to put it in the URL. `list.remove`
 * drops an item; when the page empties, it is fetched again (items of later pages move up), or
 * the list is empty when there was only the one page. `list.reload` fetches the page again (a new
 * language).
 */
export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
    input: {} as PagedListInput,
    tags: {} as PagedListTag,
  },
  actors: {
    fetchPage: fromPromise<Page<Identified>, { fetchPage: FetchPage; page: number }>(({ input, signal }) =>
      input.fetchPage(input.page, signal),
    ),
  },
  actions: {
    dropItem: assign({
      items: ({ context, event }) =>
        event.type === 'list.remove' ? context.items.filter((item) => item.id !== event.id) : context.items,
    }),
    /** The screen replaces the URL's page (no new history entry): the page asked for did not exist. */
    pageCorrected: (_, _params: { page: number }) => {},
    /** The spec: list failures are shown and also logged. */
    logFailure: failureLog('paged list'),
  },
  guards: {
    otherPage: ({ context, event }) => event.type === 'list.page' && atLeastOne(event.page) !== context.page,
    pastLastPage: ({ context, event }) => {
      const output = (event as { output?: Page<Identified> }).output;
      return !!output && output.items.length === 0 && context.page > output.lastPage;
    },
    noItems: ({ event }) => ((event as { output?: Page<Identified> }).output?.items.length ?? 0) === 0,
    notListed: ({ context, event }) =>
      event.type !== 'list.remove' || !context.items.some((item) => item.id === event.id),
    lastOfOnlyPage: ({ context }) => context.items.length === 1 && context.page === 1 && context.lastPage === 1,
    lastOnPage: ({ context }) => context.items.length === 1,
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({
    fetchPage: input.fetchPage as FetchPage,
    page: atLeastOne(input.page),
    lastPage: 1,
    items: [],
    error: null,
  }),
  initial: 'loading',
  on: {
    'list.page': {
      guard: 'otherPage',
      target: '.loading',
      reenter: true,
      actions: assign({ page: ({ event }) => atLeastOne(event.page) }),
    },
    'list.reload': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ fetchPage: context.fetchPage, page: context.page }),
        onDone: [
          {
            guard: 'pastLastPage',
            target: 'loading',
            reenter: true,
            actions: [
              assign({ page: ({ event }) => event.output.lastPage, lastPage: ({ event }) => event.output.lastPage }),
              { type: 'pageCorrected', params: ({ event }) => ({ page: event.output.lastPage }) },
            ],
          },
          {
            guard: 'noItems',
            target: 'empty',
            actions: assign({ items: [], lastPage: ({ event }) => event.output.lastPage, error: null }),
          },
          {
            target: 'loaded',
            actions: assign({
              items: ({ event }) => event.output.items,
              lastPage: ({ event }) => event.output.lastPage,
              error: null,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => event.error, items: [] }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loaded: {
      tags: 'loaded',
      on: {
        'list.remove': [
          { guard: 'notListed' },
          { guard: 'lastOfOnlyPage', target: 'empty', actions: 'dropItem' },
          { guard: 'lastOnPage', target: 'loading', actions: 'dropItem' },
          { actions: 'dropItem' },
        ],
      },
    },
    empty: { tags: 'empty' },
    failed: {
      tags: 'failed',
      on: { 'list.retry': 'loading' },
    },
  },
});

export type PagedListSnapshot = SnapshotFrom<typeof pagedListMachine>;

/** What a grid shows, in the screen's own item type. */
export const pageItems = <T extends Identified>(snapshot: PagedListSnapshot) => snapshot.context.items as T[];
