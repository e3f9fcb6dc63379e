import { countCartCourses } from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { MachineTag } from '../forms';

export interface CartCountContext {
  /** Courses in the cart; null while unknown (a visitor, not loaded yet, or the load failed). */
  count: number | null;
}

export type CartCountEvent =
  /** A student is signed in, or something changed the cart on another page: ask the server again. */
  | { type: 'cartCount.load' }
  /** A page that has just read the cart knows the count already. */
  | { type: 'cartCount.set'; count: number }
  /** Signed out: forget it. */
  | { type: 'cartCount.clear' };

/**
 * The top bar's cart count (beyond the spec): how many courses the student's cart holds, kept in
 * step with every change on any page. It asks `GET /cart/courses` when a student signs in and whenever a
 * page changes the cart (adding from the course page, paying); the cart page, which reads the cart anyway,
 * sets it directly. A newer load drops the answer of an older one; a failed load leaves the count unknown
 * (the top bar then shows the plain cart link), never a wrong number.
 */
export const cartCountMachine = setup({
  types: {
    context: {} as CartCountContext,
    events: {} as CartCountEvent,
    tags: {} as Extract<MachineTag, 'loading'>,
  },
  actors: {
    load: fromPromise<number>(({ signal }) => countCartCourses({ signal })),
  },
}).createMachine({
  id: 'cartCount',
  context: { count: null },
  initial: 'off',
  on: {
    'cartCount.clear': { target: '.off', actions: assign({ count: null }) },
    'cartCount.set': {
      target: '.known',
      actions: assign({ count: ({ event }) => Math.max(0, Math.trunc(event.count)) }),
    },
    'cartCount.load': { target: '.loading', reenter: true },
  },
  states: {
    off: {},
    loading: {
      tags: 'loading',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'known', actions: assign({ count: ({ event }) => event.output }) },
        onError: { target: 'unknown', actions: assign({ count: null }) },
      },
    },
    known: {},
    unknown: {},
  },
});

/** The count the top bar shows, or null for none (visitor, unknown). */
export const cartCountOf = (snapshot: SnapshotFrom<typeof cartCountMachine>): number | null => snapshot.context.count;
