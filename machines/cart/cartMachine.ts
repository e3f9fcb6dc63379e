import { type CartPriceDetails, type Course, getCartCourses, getCartPriceDetails, toggleCart } from '@dars/api';
import { assign, fromPromise, raise, type SnapshotFrom, setup } from 'xstate';
import type { MachineTag } from '../forms';

export interface CartContext {
  courses: Course[];
  prices: CartPriceDetails | null;
  /** The course being taken out of the cart. */
  removingId: number | null;
  /** The course whose removal failed: its row stays, with the spec's message. */
  removeFailedId: number | null;
  /** The last price details request failed (the previous figures stay, marked as possibly out of date). */
  pricesFailed: boolean;
}

export type CartEvent =
  | { type: 'cart.retry' }
  /** The language changed: titles and prices are read again, in the new one. */
  | { type: 'cart.reload' }
  | { type: 'cart.remove'; courseId: number }
  /** Something changed the prices (a coupon added or removed): fetch the details again. */
  | { type: 'cart.refreshPrices' };

interface Loaded {
  courses: Course[];
  prices: CartPriceDetails;
}

/**
 * /cart (spec sections 2, 3, 4, 7, 8): the student's cart courses and their price details, read
 * together. Removing a course (`POST /cart/{id}/toggle-cart`) is one at a time; the row goes once the server
 * agrees, a failure keeps it with 'failed to remove the course from the cart'; the last one leaves the empty
 * cart. Price details are fetched again after every change (a removal, a coupon added or removed); a newer
 * request drops the answer of an older one, so the summary never shows stale figures over fresh ones.
 * `countChanged` tells the top bar how many courses are left.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    tags: {} as Extract<MachineTag, 'loading' | 'failed' | 'empty' | 'busy'>,
  },
  actors: {
    load: fromPromise<Loaded>(async ({ signal }) => {
      const [cart, prices] = await Promise.all([getCartCourses({ signal }), getCartPriceDetails({ signal })]);
      return { courses: cart.courses, prices };
    }),
    remove: fromPromise<unknown, { courseId: number }>(({ input }) => toggleCart(input.courseId)),
    loadPrices: fromPromise<CartPriceDetails>(({ signal }) => getCartPriceDetails({ signal })),
  },
  actions: {
    /** The top bar's count follows the cart. */
    countChanged: (_, _params: { count: number }) => {},
    /** The coupon box learns what the server says is applied. */
    pricesArrived: (_, _params: { prices: CartPriceDetails }) => {},
  },
}).createMachine({
  id: 'cart',
  context: { courses: [], prices: null, removingId: null, removeFailedId: null, pricesFailed: false },
  initial: 'loading',
  on: { 'cart.reload': { target: '.loading', actions: assign({ removingId: null, removeFailedId: null }) } },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          {
            guard: ({ event }) => event.output.courses.length === 0,
            target: 'empty',
            actions: [
              assign({ courses: [], prices: ({ event }) => event.output.prices }),
              { type: 'countChanged', params: { count: 0 } },
            ],
          },
          {
            target: 'ready',
            actions: [
              assign({
                courses: ({ event }) => event.output.courses,
                prices: ({ event }) => event.output.prices,
                pricesFailed: false,
              }),
              { type: 'countChanged', params: ({ event }) => ({ count: event.output.courses.length }) },
              { type: 'pricesArrived', params: ({ event }) => ({ prices: event.output.prices }) },
            ],
          },
        ],
        onError: 'failed',
      },
    },
    failed: { tags: 'failed', on: { 'cart.retry': 'loading' } },
    empty: { tags: 'empty' },
    ready: {
      type: 'parallel',
      states: {
        rows: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'cart.remove': {
                  guard: ({ context, event }) => context.courses.some((c) => c.id === event.courseId),
                  target: 'removing',
                  actions: assign({ removingId: ({ event }) => event.courseId, removeFailedId: null }),
                },
              },
            },
            removing: {
              tags: 'busy',
              invoke: {
                id: 'remove',
                src: 'remove',
                input: ({ context }) => ({ courseId: context.removingId ?? 0 }),
                onDone: [
                  {
                    guard: ({ context }) => context.courses.length <= 1,
                    target: '#cart.empty',
                    actions: [
                      assign({ courses: [], removingId: null }),
                      { type: 'countChanged', params: { count: 0 } },
                    ],
                  },
                  {
                    target: 'idle',
                    actions: [
                      assign({
                        courses: ({ context }) => context.courses.filter((c) => c.id !== context.removingId),
                        removingId: null,
                      }),
                      { type: 'countChanged', params: ({ context }) => ({ count: context.courses.length }) },
                      raise({ type: 'cart.refreshPrices' }),
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: assign({ removeFailedId: ({ context }) => context.removingId, removingId: null }),
                },
              },
            },
          },
        },
        prices: {
          initial: 'fresh',
          // Not `reenter`: that would make the whole cart the transition's domain, so a refresh (a coupon
          // applied) while a removal is on its way would put the rows back to idle and drop the removal's
          // answer. A refresh during a refresh still starts the call again (its active state is left and
          // entered).
          on: { 'cart.refreshPrices': { target: '.refreshing' } },
          states: {
            fresh: {},
            refreshing: {
              invoke: {
                id: 'loadPrices',
                src: 'loadPrices',
                onDone: {
                  target: 'fresh',
                  actions: [
                    assign({ prices: ({ event }) => event.output, pricesFailed: false }),
                    { type: 'pricesArrived', params: ({ event }) => ({ prices: event.output }) },
                  ],
                },
                onError: { target: 'fresh', actions: assign({ pricesFailed: true }) },
              },
            },
          },
        },
      },
    },
  },
});

export interface CartView {
  status: 'loading' | 'failed' | 'empty' | 'ready';
  courses: Course[];
  prices: CartPriceDetails | null;
  /** Prices are being fetched again: the summary says so (aria-busy), the figures stay until the new ones. */
  pricesUpdating: boolean;
  pricesFailed: boolean;
  removingId: number | null;
  removeFailedId: number | null;
}

/** What the cart screen shows, for a snapshot: it never reads state names. */
export function cartView(snapshot: SnapshotFrom<typeof cartMachine>): CartView {
  const { context } = snapshot;
  const status = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('failed')
      ? 'failed'
      : snapshot.hasTag('empty')
        ? 'empty'
        : 'ready';
  return {
    status,
    courses: context.courses,
    prices: context.prices,
    pricesUpdating: snapshot.matches({ ready: { prices: 'refreshing' } }),
    pricesFailed: context.pricesFailed,
    removingId: context.removingId,
    removeFailedId: context.removeFailedId,
  };
}
