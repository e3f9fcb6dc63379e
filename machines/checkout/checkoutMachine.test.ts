import { ApiError, type CheckoutRequest, type CheckoutResult } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, describeModelPaths, done, failed, type ModelEvent } from '../testing';
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
  });

  it('never opens a payment address that is not http(s)', async () => {
    const { actor, payCall, openTab, view } = start();
    actor.send(pay(COURSE));
    await payCall.resolve({ redirect: true, url: 'javascript:alert(1)', message: '' } as never);
    expect(openTab.calls).toHaveLength(0);
    expect(view()).toMatchObject({ dialog: 'problem', problem: 'server', message: '' });
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

  it("a refusal shows the server's words; no answer is an exception with the spec's words", async () => {
    const { actor, payCall, view } = start();
    actor.send(pay(COURSE));
    await payCall.reject(new ApiError('http', { status: 422, serverMessage: 'Already subscribed.' }));
    expect(view()).toMatchObject({ dialog: 'problem', problem: 'server', message: 'Already subscribed.' });
    actor.send({ type: 'checkout.dismiss' });
    actor.send(pay(COURSE));
    await payCall.reject(new ApiError('network'));
    expect(view()).toMatchObject({ dialog: 'problem', problem: 'exception', message: '' });
  });
});

type Sut = ReturnType<typeof start>;

describeModelPaths(checkoutMachine, {
  events: [
    pay(COURSE) as unknown as ModelEvent,
    pay(COURSE, false) as unknown as ModelEvent,
    pay(null) as unknown as ModelEvent,
    done('pay', { redirect: true, url: PAGE, message: '' }),
    done('pay', { redirect: false, url: null, message: 'Done.' }),
    failed('pay', new ApiError('http', { status: 422, serverMessage: 'No.' })),
    done('openTab', true),
    done('openTab', false),
    { type: 'checkout.dismiss' },
  ],
  serialize: (s) => `${JSON.stringify(s.value)}|${s.context.problem}`,
  start,
  expectStates: ['"idle"', '"paying"', '"opening"', '"blocked"', '"paid"', '"stopped"'],
  check: (sut: Sut, expected, steps) => {
    const view = sut.view();
    expect(view.busy).toBe(expected.hasTag('busy'));
    if (expected.matches('stopped'))
      expect(view).toMatchObject({ dialog: 'problem', problem: expected.context.problem });
    if (expected.matches('blocked')) expect(view.blockedUrl).toBe(PAGE);
    if (expected.matches('paid')) expect(view).toMatchObject({ dialog: 'paid', message: 'Done.' });
    if (expected.matches('idle')) expect(view.dialog).toBe('none');
    // One post per accepted press: never for a visitor or an incomplete request.
    const accepted = steps.filter((s) => s.type === 'checkout.pay' && s.signedIn === true && s.request !== null).length;
    expect(sut.payCall.calls.length).toBeLessThanOrEqual(accepted);
    for (const call of sut.payCall.calls) expect(call.input).toEqual(COURSE);
  },
});
