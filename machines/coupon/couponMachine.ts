import { type ActionResult, addCoupon, isApiError, removeCoupon } from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { latinDigits, type MachineTag } from '../forms';

export interface CouponContext {
  /** What the student typed, as typed (kept on a failure). */
  code: string;
  /** The code the cart has, once applied. */
  appliedCode: string;
  /** The last failure: which, and the server's words ('' for the spec's fallback). */
  failure: { kind: 'add' | 'remove'; message: string } | null;
}

export type CouponEvent =
  | { type: 'coupon.type'; value: string }
  | { type: 'coupon.apply' }
  | { type: 'coupon.remove' }
  /** The price details arrived: the server says whether a coupon is applied, and which. */
  | { type: 'coupon.sync'; applied: boolean; code: string };

/** A refusal's own words (a 4xx with a message); otherwise the screen shows the spec's fallback. */
const wordsOf = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && (error.status ?? 500) < 500 ? (error.serverMessage ?? '') : '';

/**
 * The cart's coupon (spec sections 4, 7, 8): none → applied on a successful add-coupon; applied →
 * none on remove-coupon. Apply needs a code that is not blank once trimmed; the code is sent trimmed, with
 * Latin digits for any Arabic-Indic or Persian ones typed ('DARS١٠' is 'DARS10'), and the box keeps what was
 * typed. An add failure clears the applied flag and shows the server's message or 'failed to apply the
 * coupon'; a remove failure shows 'failed to remove the coupon'. The typed code stays on a failure. After
 * every change the cart's price details are fetched again (`refreshPrices`).
 */
export const couponMachine = setup({
  types: {
    context: {} as CouponContext,
    events: {} as CouponEvent,
    input: {} as { applied: boolean; code: string } | undefined,
    tags: {} as Extract<MachineTag, 'busy' | 'failed'>,
  },
  actors: {
    add: fromPromise<ActionResult, { code: string }>(({ input }) => addCoupon(input.code)),
    remove: fromPromise<ActionResult>(() => removeCoupon()),
  },
  actions: {
    refreshPrices: () => {},
  },
  guards: {
    hasCode: ({ context }) => context.code.trim() !== '',
  },
}).createMachine({
  id: 'coupon',
  context: ({ input }) => ({
    code: '',
    appliedCode: input?.applied ? input.code : '',
    failure: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: ({ context }) => context.appliedCode !== '', target: 'applied' }, { target: 'none' }],
    },
    none: {
      on: {
        'coupon.type': { actions: assign({ code: ({ event }) => event.value, failure: null }) },
        'coupon.apply': { guard: 'hasCode', target: 'adding' },
        'coupon.sync': {
          guard: ({ event }) => event.applied,
          target: 'applied',
          actions: assign({ appliedCode: ({ event }) => event.code }),
        },
      },
    },
    adding: {
      tags: 'busy',
      entry: assign({ failure: null }),
      invoke: {
        id: 'add',
        src: 'add',
        input: ({ context }) => ({ code: latinDigits(context.code) }),
        onDone: {
          target: 'applied',
          actions: [assign({ appliedCode: ({ context }) => latinDigits(context.code), code: '' }), 'refreshPrices'],
        },
        onError: {
          target: 'none',
          actions: [
            assign({
              appliedCode: '',
              failure: ({ event }) => ({ kind: 'add' as const, message: wordsOf(event.error) }),
            }),
            'refreshPrices',
          ],
        },
      },
    },
    applied: {
      on: {
        'coupon.remove': 'removing',
        'coupon.sync': {
          guard: ({ event }) => !event.applied,
          target: 'none',
          actions: assign({ appliedCode: '' }),
        },
      },
    },
    removing: {
      tags: 'busy',
      entry: assign({ failure: null }),
      invoke: {
        id: 'remove',
        src: 'remove',
        onDone: { target: 'none', actions: [assign({ appliedCode: '' }), 'refreshPrices'] },
        onError: {
          target: 'applied',
          actions: assign({ failure: ({ event }) => ({ kind: 'remove' as const, message: wordsOf(event.error) }) }),
        },
      },
    },
  },
});

export interface CouponView {
  code: string;
  appliedCode: string | null;
  canApply: boolean;
  busy: boolean;
  failure: CouponContext['failure'];
}

/** What the coupon box shows, for a snapshot. */
export function couponView(snapshot: SnapshotFrom<typeof couponMachine>): CouponView {
  const { context } = snapshot;
  const applied = snapshot.matches('applied') || snapshot.matches('removing');
  return {
    code: context.code,
    appliedCode: applied ? context.appliedCode : null,
    canApply: snapshot.matches('none') && context.code.trim() !== '',
    busy: snapshot.hasTag('busy'),
    failure: context.failure,
  };
}
