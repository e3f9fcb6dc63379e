import { type CheckoutRequest, type CheckoutResult, checkout } from '@dars/api';
import { server } from '@dars/mocks/node';
import { htmlError, offline, refuse, unreadable } from '@dars/mocks/overrides';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled } from '../testing';
import { checkoutMachine, checkoutView } from './checkoutMachine';

const COURSE: CheckoutRequest = { invoice_type: 'course_subscription', course_id: 7 };
const PLAN: CheckoutRequest = { invoice_type: 'plan_subscription', plan_id: 2, plan_subscription: true };
const RENEW: CheckoutRequest = { invoice_type: 'renew_plan', renew_plan: 3, plan_subscription: true };
const pay = (request: CheckoutRequest | null, signedIn = true) =>
  ({ type: 'checkout.pay', request, signedIn }) as const;
const PAGE = 'https://pay.example/session/1';

function start() {
  const payCall = controlled<CheckoutResult, CheckoutRequest>();
  const openTab = controlled<boolean, { url: string }>();
  const spies = { goToLogin: vi.fn(), reload: vi.fn() };
  const actor = createActor(
    checkoutMachine.provide({
      actors: { pay: payCall.logic, openTab: openTab.logic },
      actions: { goToLogin: () => spies.goToLogin(), reload: () => spies.reload() },
    }),
  ).start();
  const view = () => checkoutView(actor.getSnapshot());
  return { actor, payCall, openTab, spies, view, settle: { pay: payCall, openTab } };
}

/**
 * The ways POST /payment/checkout fails, each as the API layer really reports it (asked of msw before the
 * tests, on real timers), and what the failure dialog is handed for it: the screen shows the server's words
 * only for a 4xx refusal; for the rest the app's own (the one rule, `failureText` in @dars/ui).
 */
const ANSWERS = {
  '4xx with a message': refuse('post', 'payment/checkout', {
    status: 422,
    message: 'This course is no longer for sale.',
  }),
  '4xx without a message': http.post('*/api/v1/payment/checkout', () =>
    HttpResponse.json({ success: false }, { status: 403 }),
  ),
  '5xx with a JSON message': refuse('post', 'payment/checkout', {
    status: 500,
    message: 'SQLSTATE[HY000] [2002] Connection refused',
  }),
  '5xx with an HTML body': htmlError('post', 'payment/checkout', 502),
  'an empty answer': http.post('*/api/v1/payment/checkout', () => new HttpResponse(null, { status: 200 })),
  'an unreadable answer': unreadable('post', 'payment/checkout'),
  'no answer': offline('post', 'payment/checkout'),
} as const;
type Answer = keyof typeof ANSWERS;
const SHOWN: Record<Answer, { kind: string; status: number | null; message: string | null }> = {
  '4xx with a message': { kind: 'server', status: 422, message: 'This course is no longer for sale.' },
  '4xx without a message': { kind: 'server', status: 403, message: null },
  '5xx with a JSON message': { kind: 'server', status: 500, message: 'SQLSTATE[HY000] [2002] Connection refused' },
  '5xx with an HTML body': { kind: 'server', status: 502, message: null },
  'an empty answer': { kind: 'shape', status: null, message: null },
  'an unreadable answer': { kind: 'shape', status: null, message: null },
  'no answer': { kind: 'network', status: null, message: null },
};
const errors = {} as Record<Answer, unknown>;

beforeAll(async () => {
  for (const [answer, handler] of Object.entries(ANSWERS) as [Answer, (typeof ANSWERS)[Answer]][]) {
    server.use(handler);
    errors[answer] = await checkout(COURSE).then(
      () => new Error(`${answer} was taken for a success`),
      (error: unknown) => error,
    );
    server.resetHandlers();
  }
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('checkoutMachine', () => {
  it('a visitor is asked to log in, and the dialog leads there (coming back is the screen’s `next`)', () => {
    const { actor, payCall, spies, view } = start();
    actor.send(pay(COURSE, false));
    expect(view()).toMatchObject({ dialog: 'problem', problem: 'login' });
    expect(payCall.calls).toHaveLength(0);
    actor.send({ type: 'checkout.dismiss' });
    expect(spies.goToLogin).toHaveBeenCalledTimes(1);
    expect(view().dialog).toBe('none');
  });

  it('a visitor who closes the login question stays on the page', () => {
    const { actor, spies, view } = start();
    actor.send(pay(COURSE, false));
    actor.send({ type: 'checkout.cancel' });
    expect(spies.goToLogin).not.toHaveBeenCalled();
    expect(view().dialog).toBe('none');
  });

  it('without an invoice type or an item nothing is posted', () => {
    const { actor, payCall, view } = start();
    for (const request of [null, { invoice_type: 'plan_subscription', plan_id: 0 } as CheckoutRequest]) {
      actor.send(pay(request));
      expect(view()).toMatchObject({ dialog: 'problem', problem: 'incomplete' });
      actor.send({ type: 'checkout.dismiss' });
    }
    expect(payCall.calls).toHaveLength(0);
  });

  it.each([COURSE, PLAN, RENEW])('posts each invoice type as given, once however often pressed (%o)', (request) => {
    const { actor, payCall, view } = start();
    actor.send(pay(request));
    actor.send(pay(request));
    expect(view().busy).toBe(true);
    expect(payCall.calls.map((c) => c.input)).toEqual([request]);
  });

  it('opens the payment page in a new tab; when the browser lets it, nothing else shows', async () => {
    const { actor, payCall, openTab, view } = start();
    actor.send(pay(COURSE));
    await payCall.resolve({ redirect: true, url: PAGE, message: '' } as never);
    expect(openTab.calls[0]?.input).toEqual({ url: PAGE });
    expect(view().busy).toBe(true);
    await openTab.resolve(true as never);
    expect(view()).toMatchObject({ busy: false, dialog: 'none', blockedUrl: null });
  });

  it('a blocked tab leaves the payment page as a link to click', async () => {
    const { actor, payCall, openTab, view } = start();
    actor.send(pay(PLAN));
    await payCall.resolve({ redirect: true, url: PAGE, message: '' } as never);
    await openTab.resolve(false as never);
    expect(view()).toMatchObject({ dialog: 'blocked', blockedUrl: PAGE });
    actor.send({ type: 'checkout.dismiss' });
    expect(view()).toMatchObject({ dialog: 'none', blockedUrl: null });
    // A tab that failed to open is blocked too.
    actor.send(pay(PLAN));
    await payCall.resolve({ redirect: true, url: PAGE, message: '' } as never);
    await openTab.reject(new Error('the browser refused'));
    expect(view()).toMatchObject({ dialog: 'blocked', blockedUrl: PAGE });
  });

  it('a screen that forgets to supply openTab fails loudly, naming it, instead of reporting a blocked tab', async () => {
    const payCall = controlled<CheckoutResult, CheckoutRequest>();
    const actor = createActor(checkoutMachine.provide({ actors: { pay: payCall.logic } }));
    const reported: unknown[] = [];
    actor.subscribe({ error: (error) => reported.push(error) });
    actor.start();
    actor.send(pay(COURSE));
    await payCall.resolve({ redirect: true, url: PAGE, message: '' } as never);
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(reported[0])).toMatch(/checkout.*openTab/);
    expect(checkoutView(actor.getSnapshot()).dialog).not.toBe('blocked');
  });

  it('never opens a payment address that is not http(s)', async () => {
    const { actor, payCall, openTab, view } = start();
    actor.send(pay(COURSE));
    await payCall.resolve({ redirect: true, url: 'javascript:alert(1)', message: '' } as never);
    expect(openTab.calls).toHaveLength(0);
    // An address the app will not open is an answer it cannot use: the app's words, not the address.
    expect(view()).toMatchObject({ dialog: 'problem', problem: 'failed', failure: { kind: 'shape', message: null } });
  });

  it('without a redirect shows the message; confirming reloads', async () => {
    const { actor, payCall, spies, view } = start();
    actor.send(pay(RENEW));
    await payCall.resolve({ redirect: false, url: null, message: 'Your plan was renewed.' } as never);
    expect(view()).toMatchObject({ dialog: 'paid', message: 'Your plan was renewed.' });
    expect(spies.reload).not.toHaveBeenCalled();
    actor.send({ type: 'checkout.dismiss' });
    expect(spies.reload).toHaveBeenCalledTimes(1);
  });

  it.each(Object.keys(ANSWERS) as Answer[])(
    '%s: the failure dialog, handed the failure as the API layer saw it',
    async (answer) => {
      const { actor, payCall, view } = start();
      actor.send(pay(COURSE));
      await payCall.reject(errors[answer]);
      expect(view()).toMatchObject({ busy: false, dialog: 'problem', problem: 'failed', failure: SHOWN[answer] });
      // Dismissed, the next press starts clean.
      actor.send({ type: 'checkout.dismiss' });
      expect(view()).toMatchObject({ dialog: 'none', failure: null });
      actor.send(pay(COURSE));
      expect(view()).toMatchObject({ busy: true, failure: null });
    },
  );
});
