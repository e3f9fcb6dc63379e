import { type CheckoutRequest, type CheckoutResult, checkout } from '@dars/api';
import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { isMissingEffect, MissingEffectError } from '../effects';
import { failureOf, type MachineTag, type SubmitFailure } from '../forms';

/**
 * Why a checkout stopped before or after the call (the screen picks the spec's words):
 * - `login`: no token ('please log in first', with a way to log in that comes back);
 * - `incomplete`: no invoice type or no item ('please choose the invoice type and suitable item');
 * - `failed`: the call failed (`failure`), told by the one rule every pay button shares: a 4xx refusal in the
 *   server's words, else 'an error occurred during subscription'; a server error (5xx) whatever its body, no
 *   answer and an unreadable one in the app's own words.
 */
export type CheckoutProblem = 'login' | 'incomplete' | 'failed';

/** A payment address the app will not open: an answer it cannot use, like an unreadable one. */
const UNUSABLE_ANSWER: SubmitFailure = { kind: 'shape', status: null, message: null, fieldErrors: {} };

export interface CheckoutContext {
  problem: CheckoutProblem | null;
  /** The failed call, as every screen's failures are described (`toFailure`). */
  failure: SubmitFailure | null;
  /** The server's message shown before the page reloads (a payment settled without a payment page). */
  message: string;
  /** The payment page, when the browser blocked the new tab: the screen shows it as a link. */
  blockedUrl: string | null;
}

export type CheckoutEvent =
  /** A pay button: what it pays for (null when the screen has no item or invoice type), and whether a token is held. */
  | { type: 'checkout.pay'; request: CheckoutRequest | null; signedIn: boolean }
  /** The dialog's button or Escape. */
  | { type: 'checkout.dismiss' }
  /** The login question's 'close': stay here, not signed in. */
  | { type: 'checkout.cancel' };

/** A payment page opens only from an http(s) address (spec section 9: server URLs). */
const isWebUrl = (url: string | null): url is string => {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

const complete = (request: CheckoutRequest | null): request is CheckoutRequest => {
  if (!request) return false;
  if (request.invoice_type === 'course_subscription')
    return Number.isInteger(request.course_id) && request.course_id > 0;
  if (request.invoice_type === 'plan_subscription') return Number.isInteger(request.plan_id) && request.plan_id > 0;
  if (request.invoice_type === 'renew_plan') return Number.isInteger(request.renew_plan) && request.renew_plan > 0;
  return false;
};

/**
 * One checkout behind every pay button (spec sections 4, 7, 8): the cart (its first course), the
 * course page, the plans and the profile's plan tab. It needs a token and a complete request; it posts
 * `POST /payment/checkout` once (`busy`). A payment page (`data.redirect` with an http(s) `data.url`) opens
 * in a new tab through `openTab`, which answers whether the browser let it open: if not, the address is
 * kept for the screen to show as a link. Without a redirect the server's message shows and confirming it
 * reloads the page (`reload`). Visitors are sent to log in (`goToLogin`, coming back to this page).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    tags: {} as Extract<MachineTag, 'busy' | 'success' | 'dialog' | 'failed'>,
  },
  actors: {
    pay: fromPromise<CheckoutResult, CheckoutRequest>(({ input }) => checkout(input)),
    /**
     * Opens the payment page in a new tab (noopener); resolves false when the browser blocked it. The screen
     * supplies it: the default fails loudly rather than report every payment page as blocked.
     */
    openTab: fromPromise<boolean, { url: string }>(() => Promise.reject(new MissingEffectError('checkout', 'openTab'))),
  },
  actions: {
    goToLogin: () => {},
    reload: () => {},
  },
  guards: {
    visitor: ({ event }) => event.type === 'checkout.pay' && !event.signedIn,
    incomplete: ({ event }) => event.type === 'checkout.pay' && !complete(event.request),
  },
}).createMachine({
  id: 'checkout',
  context: { problem: null, failure: null, message: '', blockedUrl: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'checkout.pay': [
          { guard: 'visitor', target: 'stopped', actions: assign({ problem: 'login', failure: null, message: '' }) },
          {
            guard: 'incomplete',
            target: 'stopped',
            actions: assign({ problem: 'incomplete', failure: null, message: '' }),
          },
          { target: 'paying' },
        ],
      },
    },
    paying: {
      tags: 'busy',
      entry: assign({ problem: null, failure: null, message: '', blockedUrl: null }),
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ event }) => {
          assertEvent(event, 'checkout.pay');
          // The `incomplete` guard let only a complete request through.
          if (!complete(event.request)) throw new Error('checkout: paying without a complete request');
          return event.request;
        },
        onDone: [
          {
            guard: ({ event }) => event.output.redirect && isWebUrl(event.output.url),
            target: 'opening',
            actions: assign({
              message: ({ event }) => event.output.message,
              blockedUrl: ({ event }) => event.output.url,
            }),
          },
          {
            // A redirect to an address that is not http(s) is never opened.
            guard: ({ event }) => event.output.redirect,
            target: 'stopped',
            actions: assign({ problem: 'failed', failure: UNUSABLE_ANSWER, message: '' }),
          },
          { target: 'paid', actions: assign({ message: ({ event }) => event.output.message }) },
        ],
        onError: { target: 'stopped', actions: assign({ problem: 'failed', failure: failureOf }) },
      },
    },
    opening: {
      tags: 'busy',
      invoke: {
        id: 'openTab',
        src: 'openTab',
        input: ({ context }) => ({ url: context.blockedUrl ?? '' }),
        onDone: [
          // Opened: nothing more to show here; the payment goes on in its tab.
          { guard: ({ event }) => event.output, target: 'idle', actions: assign({ blockedUrl: null }) },
          { target: 'blocked' },
        ],
        // The tab could not be opened: the address as a link. A screen that never supplied `openTab` has no
        // transition here, so the checkout stops with that error instead of showing the link.
        onError: { guard: ({ event }) => !isMissingEffect(event.error), target: 'blocked' },
      },
    },
    /** The browser blocked the new tab: the payment page's address, as a link the student clicks. */
    blocked: {
      tags: 'dialog',
      on: { 'checkout.dismiss': { target: 'idle', actions: assign({ blockedUrl: null }) } },
    },
    /** Paid without a payment page: the server's message; confirming reloads the page (spec section 7). */
    paid: {
      tags: ['dialog', 'success'],
      on: { 'checkout.dismiss': { target: 'idle', actions: 'reload' } },
    },
    stopped: {
      tags: ['dialog', 'failed'],
      on: {
        'checkout.cancel': 'idle',
        'checkout.dismiss': [
          {
            guard: ({ context }) => context.problem === 'login',
            target: 'idle',
            actions: 'goToLogin',
          },
          { target: 'idle' },
        ],
      },
    },
  },
});

export interface CheckoutView {
  busy: boolean;
  dialog: 'none' | 'problem' | 'paid' | 'blocked';
  problem: CheckoutProblem | null;
  /** The failed call, for the failure dialog's words (`failureText` in @dars/ui). */
  failure: SubmitFailure | null;
  message: string;
  blockedUrl: string | null;
}

/** What the screens show, for a snapshot: they never read state names. */
export function checkoutView(snapshot: SnapshotFrom<typeof checkoutMachine>): CheckoutView {
  const { context } = snapshot;
  const dialog: CheckoutView['dialog'] = !snapshot.hasTag('dialog')
    ? 'none'
    : snapshot.hasTag('failed')
      ? 'problem'
      : snapshot.hasTag('success')
        ? 'paid'
        : 'blocked';
  return {
    busy: snapshot.hasTag('busy'),
    dialog,
    problem: snapshot.hasTag('failed') ? context.problem : null,
    failure: snapshot.hasTag('failed') ? context.failure : null,
    message: context.message,
    blockedUrl: dialog === 'blocked' ? context.blockedUrl : null,
  };
}
