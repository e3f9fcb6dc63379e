import { type CheckoutRequest, type CheckoutResult, checkout, getMyPlan, type MyPlanResponse } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import { type FormLanguageEvent, failureOf, inServerWords, type MachineTag, type SubmitFailure } from '../forms';

export interface MyPlanContext {
  data: MyPlanResponse | null;
  /** The plan being paid for (renewal: the current plan's id). */
  pendingPlanId: number | null;
  notice: string | null;
  failure: SubmitFailure | null;
}

export type MyPlanEvent =
  | { type: 'plan.renew' }
  | { type: 'plan.subscribe'; planId: number }
  | { type: 'plan.retry' }
  | { type: 'popup.close' }
  | FormLanguageEvent;

export const MY_PLAN_DELAYS = { popup: 2000 } as const;

/**
 * Profile, plan tab (spec sections 2, 4, 7): the current plan with its status, courses used of the
 * limit and dates, a renew button, and the other plans to subscribe to ('no active subscription' when
 * there is none). Checkout: a payment URL opens in a new tab; otherwise the message shows and the page
 * reloads. A failure told in the server's words goes when the language changes.
 */
export const myPlanMachine = setup({
  types: {
    context: {} as MyPlanContext,
    events: {} as MyPlanEvent,
    tags: {} as Extract<MachineTag, 'loading' | 'failed' | 'busy' | 'success' | 'dialog'>,
  },
  actors: {
    load: fromPromise<MyPlanResponse>(({ signal }) => getMyPlan({ signal })),
    checkout: fromPromise<CheckoutResult, CheckoutRequest>(({ input }) => checkout(input)),
  },
  actions: {
    /** The app opens the payment page in a new tab (http(s) only, noopener). */
    openPayment: (_, _params: { url: string }) => {},
    reload: () => {},
  },
  guards: {
    hasPlan: ({ context }) => !!context.data?.my_plan,
    redirects: ({ event }) => {
      const output = (event as { output?: CheckoutResult }).output;
      return !!output?.redirect && !!output.url;
    },
  },
  delays: MY_PLAN_DELAYS,
}).createMachine({
  id: 'myPlan',
  context: { data: null, pendingPlanId: null, notice: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { tags: 'failed', on: { 'plan.retry': 'loading' } },
    ready: {
      on: {
        'plan.renew': {
          guard: 'hasPlan',
          target: 'checkingOut',
          actions: assign({ pendingPlanId: ({ context }) => context.data?.my_plan?.id ?? null }),
        },
        'plan.subscribe': { target: 'checkingOut', actions: assign({ pendingPlanId: ({ event }) => event.planId }) },
        'form.languageChanged': {
          actions: assign({ failure: ({ context }) => (inServerWords(context.failure) ? null : context.failure) }),
        },
      },
    },
    checkingOut: {
      tags: 'busy',
      entry: assign({ failure: null, notice: null }),
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context, event }): CheckoutRequest =>
          event.type === 'plan.renew'
            ? { invoice_type: 'renew_plan', renew_plan: context.pendingPlanId ?? 0, plan_subscription: true }
            : { invoice_type: 'plan_subscription', plan_id: context.pendingPlanId ?? 0 },
        onDone: [
          {
            guard: 'redirects',
            target: 'ready',
            actions: { type: 'openPayment', params: ({ event }) => ({ url: event.output.url ?? '' }) },
          },
          { target: 'notice', actions: assign({ notice: ({ event }) => event.output.message || null }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: failureOf }) },
      },
    },
    notice: { tags: 'success', after: { popup: 'reloading' }, on: { 'popup.close': 'reloading' } },
    reloading: { type: 'final', tags: 'success', entry: 'reload' },
    failed: { tags: 'dialog', after: { popup: 'ready' }, on: { 'popup.close': 'ready' } },
  },
});
