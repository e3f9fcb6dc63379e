import { ApiError, type CheckoutRequest, type CheckoutResult, type MyPlanResponse } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, delayed, describeModelPaths, done, failed, lastOf } from '../testing';
import { MY_PLAN_DELAYS, myPlanMachine } from './myPlanMachine';

const withPlan: MyPlanResponse = {
  my_plan: {
    id: 2,
    title: 'Quarterly',
    renewal_price: 500,
    courses_used: 4,
    courses_limit: 10,
    status: { title: 'Active' },
    created_at: '2025-10-01',
    expired_at: '2026-01-01',
  },
  plans: [],
};
const redirect: CheckoutResult = { redirect: true, url: 'https://pay.example/1', message: '' };
const subscribed: CheckoutResult = { redirect: false, url: null, message: 'Subscribed' };

function start() {
  const load = controlled<MyPlanResponse, unknown>();
  const pay = controlled<CheckoutResult, CheckoutRequest>();
  const openPayment = vi.fn();
  const reload = vi.fn();
  const actor = createActor(
    myPlanMachine.provide({
      actors: { load: load.logic, checkout: pay.logic },
      actions: { openPayment: (_, p) => openPayment(p.url), reload: () => reload() },
    }),
  ).start();
  return { actor, load, pay, openPayment, reload, settle: { load, checkout: pay } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('myPlanMachine', () => {
  it('renews the current plan with renew_plan and plan_subscription=true, opening the payment page', async () => {
    const { actor, load, pay, openPayment } = start();
    await load.resolve(withPlan);
    actor.send({ type: 'plan.renew' });
    expect(pay.calls[0]?.input).toEqual({ invoice_type: 'renew_plan', renew_plan: 2, plan_subscription: true });
    await pay.resolve(redirect);
    expect(openPayment).toHaveBeenCalledWith('https://pay.example/1');
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('cannot renew without a current plan', async () => {
    const { actor, load, pay } = start();
    await load.resolve({ my_plan: null, plans: [] });
    actor.send({ type: 'plan.renew' });
    expect(pay.calls).toHaveLength(0);
  });

  it('subscribes to another plan with plan_subscription; without a redirect shows the message then reloads', async () => {
    const { actor, load, pay, reload } = start();
    await load.resolve(withPlan);
    actor.send({ type: 'plan.subscribe', planId: 3 });
    expect(pay.calls[0]?.input).toEqual({ invoice_type: 'plan_subscription', plan_id: 3 });
    await pay.resolve(subscribed);
    expect(actor.getSnapshot().context.notice).toBe('Subscribed');
    await vi.advanceTimersByTimeAsync(MY_PLAN_DELAYS.popup);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a checkout failure for 2 s', async () => {
    const { actor, load, pay } = start();
    await load.resolve(withPlan);
    actor.send({ type: 'plan.subscribe', planId: 3 });
    await pay.reject(new ApiError('http', { status: 422, serverMessage: 'No' }));
    expect(actor.getSnapshot().value).toBe('failed');
    await vi.advanceTimersByTimeAsync(MY_PLAN_DELAYS.popup);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('forgets a refusal in the server’s words when the language changes; a 5xx (translated) stays', async () => {
    const { actor, load, pay } = start();
    await load.resolve(withPlan);
    actor.send({ type: 'plan.renew' });
    await pay.reject(new ApiError('http', { status: 422, serverMessage: 'لا يمكن تجديد الباقة الآن' }));
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'form.languageChanged' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'plan.renew' });
    await pay.reject(new ApiError('http', { status: 503 }));
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'form.languageChanged' });
    expect(actor.getSnapshot().context.failure?.status).toBe(503);
  });

  it('retries a failed load', async () => {
    const { actor, load } = start();
    await load.reject(new ApiError('network'));
    actor.send({ type: 'plan.retry' });
    await load.resolve(withPlan);
    expect(actor.getSnapshot().context.data).toEqual(withPlan);
  });
});

describe('myPlanMachine', () => {
  describeModelPaths(myPlanMachine, {
    events: [
      done('load', withPlan),
      failed('load', new ApiError('network')),
      { type: 'plan.retry' },
      { type: 'plan.renew' },
      { type: 'plan.subscribe', planId: 3 },
      done('checkout', redirect),
      done('checkout', subscribed),
      failed('checkout', new ApiError('http', { status: 422, serverMessage: 'No' })),
      { type: 'popup.close' },
      delayed('popup', 'myPlan.notice'),
      delayed('popup', 'myPlan.failed'),
    ],
    serialize: (s) => `${JSON.stringify(s.value)}|${s.context.pendingPlanId}`,
    start,
    expectStates: ['"loading"', '"loadFailed"', '"ready"', '"checkingOut"', '"notice"', '"reloading"', '"failed"'],
    check: (sut, _expected, steps) => {
      const s = sut.actor.getSnapshot();
      if (s.hasTag('loading')) expect(s.context.data).toBeNull();
      if (!s.hasTag('loading') && !s.hasTag('failed')) expect(s.context.data).toEqual(withPlan);
      const chosen = lastOf(steps, 'plan.renew', 'plan.subscribe');
      if (s.hasTag('busy')) {
        expect(sut.pay.calls.at(-1)?.input).toEqual(
          chosen?.type === 'plan.renew'
            ? { invoice_type: 'renew_plan', renew_plan: 2, plan_subscription: true }
            : { invoice_type: 'plan_subscription', plan_id: 3 },
        );
        expect(s.context.pendingPlanId).toBe(chosen?.type === 'plan.renew' ? 2 : 3);
      }
      const redirected = steps.filter((e) => e.type === 'xstate.done.actor.checkout' && e.output === redirect).length;
      expect(sut.openPayment).toHaveBeenCalledTimes(redirected);
      if (s.hasTag('success')) expect(s.context.notice).toBe('Subscribed');
      if (s.hasTag('dialog')) expect(s.context.failure?.message).toBe('No');
      expect(sut.reload).toHaveBeenCalledTimes(s.status === 'done' ? 1 : 0);
    },
  });
});
