import { ApiError, type CheckoutRequest, type CheckoutResult, type MyPlanResponse } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, modelPaths, stepper } from '../testing';
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
  return { actor, load, pay, openPayment, reload };
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

  it('retries a failed load', async () => {
    const { actor, load } = start();
    await load.reject(new ApiError('network'));
    actor.send({ type: 'plan.retry' });
    await load.resolve(withPlan);
    expect(actor.getSnapshot().context.data).toEqual(withPlan);
  });
});

describe('myPlanMachine model-based paths', () => {
  const model = modelPaths(myPlanMachine, {
    events: [
      { type: 'xstate.done.actor.0.myPlan.loading', output: withPlan },
      { type: 'xstate.error.actor.0.myPlan.loading', error: new ApiError('network') },
      { type: 'plan.retry' },
      { type: 'plan.renew' },
      { type: 'plan.subscribe', planId: 3 },
      { type: 'xstate.done.actor.0.myPlan.checkingOut', output: redirect },
      { type: 'xstate.done.actor.0.myPlan.checkingOut', output: subscribed },
      { type: 'xstate.error.actor.0.myPlan.checkingOut', error: new ApiError('network') },
      { type: 'popup.close' },
      { type: 'xstate.after.popup.myPlan.notice' },
      { type: 'xstate.after.popup.myPlan.failed' },
    ],
    allow: (s, e) => {
      if (e.type.includes('myPlan.loading')) return s.matches('loading');
      if (e.type.includes('checkingOut')) return s.matches('checkingOut');
      if (e.type.endsWith('.notice')) return s.matches('notice');
      if (e.type.endsWith('.failed')) return s.matches('failed');
      return true;
    },
    serialize: (s) => `${JSON.stringify(s.value)}|${JSON.stringify(s.context)}`,
    expectStates: ['"loading"', '"loadFailed"', '"ready"', '"checkingOut"', '"notice"', '"reloading"', '"failed"'],
  });
  it('reaches every state', () => model.assertCoverage());
  for (const path of model.paths) {
    it(path.description, async () => {
      const sut = start();
      await model.run(path, {
        exec: stepper(
          (event) => sut.actor.send(event as never),
          (type) => (type.includes('checkingOut') ? sut.pay : sut.load),
          MY_PLAN_DELAYS.popup,
        ),
        check: (expected) => {
          expect(sut.actor.getSnapshot().value).toEqual(expected.value);
          expect(sut.actor.getSnapshot().context).toEqual(expected.context);
        },
      });
    });
  }
});
