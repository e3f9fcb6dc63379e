import { getCartCourses, toggleCart } from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureOf, type MachineTag, type SubmitFailure } from '../forms';

/** The notice after adding, and the failure popup, close after 2 s (spec section 9: popups and notices 2 s). */
export const ADD_TO_CART_DELAYS = { popup: 2000 } as const;

export interface AddToCartInput {
  courseId: number;
  /** A token is held: only then is the cart read and written. */
  signedIn: boolean;
}

export interface AddToCartContext {
  courseId: number;
  signedIn: boolean;
  failure: SubmitFailure | null;
}

export type AddToCartEvent =
  /** The 'add to cart' button. */
  | { type: 'cart.add' }
  /** The dialog's button: go to login (a visitor), or close the failure. */
  | { type: 'dialog.confirm' }
  | { type: 'dialog.close' };

/** Is the course in the cart now? Asks the cart, so a toggle never takes out what is already in. */
const inCart = async (courseId: number) => (await getCartCourses()).courses.some((c) => c.id === courseId);

/**
 * Adding a paid course to the cart from its page. The cart call toggles
 * (`POST /cart/{id}/toggle-cart`), so a student's page first asks the cart whether the course is in it
 * (`checking`; a failure there leaves the button as it is), and adding asks again right before toggling,
 * so a course already in the cart is never taken out. A visitor is asked to log in (`goToLogin`).
 * Adding shows 'added to the cart' for 2 s (`success`), then the button says the course is in the cart
 * (`inCart`); a failure opens the error popup for 2 s (`dialog`) and the button can be pressed again.
 * `added` tells the app (the top bar's cart count).
 */
export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    input: {} as AddToCartInput,
    tags: {} as Extract<MachineTag, 'busy' | 'success' | 'dialog'>,
  },
  actors: {
    check: fromPromise<boolean, { courseId: number }>(({ input }) => inCart(input.courseId)),
    add: fromPromise<void, { courseId: number }>(async ({ input }) => {
      if (await inCart(input.courseId)) return;
      await toggleCart(input.courseId);
    }),
  },
  actions: {
    goToLogin: () => {},
    added: (_, _params: { courseId: number }) => {},
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
  },
  delays: ADD_TO_CART_DELAYS,
}).createMachine({
  id: 'addToCart',
  context: ({ input }) => ({ courseId: input.courseId, signedIn: input.signedIn, failure: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'signedIn', target: 'checking' }, { target: 'idle' }] },
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: [{ guard: ({ event }) => event.output, target: 'inCart' }, { target: 'idle' }],
        onError: 'idle',
      },
      // Pressed before the cart has answered: adding asks the cart again anyway.
      on: { 'cart.add': 'adding' },
    },
    idle: {
      on: {
        'cart.add': [{ guard: 'signedIn', target: 'adding' }, { target: 'loginRequired' }],
      },
    },
    loginRequired: {
      tags: 'dialog',
      on: { 'dialog.confirm': { target: 'idle', actions: 'goToLogin' }, 'dialog.close': 'idle' },
    },
    adding: {
      tags: 'busy',
      entry: assign({ failure: null }),
      invoke: {
        id: 'add',
        src: 'add',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: {
          target: 'added',
          actions: { type: 'added', params: ({ context }) => ({ courseId: context.courseId }) },
        },
        onError: { target: 'failed', actions: assign({ failure: failureOf }) },
      },
    },
    added: { tags: 'success', after: { popup: 'inCart' } },
    inCart: {},
    failed: {
      tags: 'dialog',
      after: { popup: 'idle' },
      on: { 'dialog.confirm': 'idle', 'dialog.close': 'idle' },
    },
  },
});

export type AddToCartSnapshot = SnapshotFrom<typeof addToCartMachine>;

/** The course is in the cart (the button says so and cannot add it again). */
export const isInCart = (snapshot: AddToCartSnapshot) => snapshot.matches('inCart') || snapshot.matches('added');

/** Which dialog is open: the visitor's 'log in first', or the failure. */
export function addToCartDialogOf(snapshot: AddToCartSnapshot): 'loginRequired' | 'failure' | null {
  if (snapshot.matches('loginRequired')) return 'loginRequired';
  return snapshot.matches('failed') ? 'failure' : null;
}
