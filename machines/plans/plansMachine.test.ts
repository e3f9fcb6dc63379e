import { ApiError, type MyPlan, type Plan } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, describeModelPaths, done, failed, lastOf } from '../testing';
import { type PlansInput, plansMachine, plansView } from './plansMachine';

const plan = (id: number) => ({ id, title: `Plan ${id}` }) as Plan;
const mine = { id: 2, title: 'Plan 2', courses_used: 1, courses_limit: 5 } as MyPlan;
type Loaded = { plans: Plan[]; myPlan: MyPlan | null; myPlanFailed: boolean };

function start(input: PlansInput = { source: 'plans', signedIn: true }) {
  const load = controlled<Loaded, PlansInput>();
  const actor = createActor(plansMachine.provide({ actors: { load: load.logic } }), { input }).start();
  return { actor, load, view: () => plansView(actor.getSnapshot()), settle: { load } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('plansMachine', () => {
  it('asks with where the plans come from and who asks', () => {
    expect(start({ source: 'plans', signedIn: false }).load.calls[0]?.input).toEqual({
      source: 'plans',
      signedIn: false,
    });
    expect(start({ source: 'myPlan', signedIn: true }).load.calls[0]?.input).toEqual({
      source: 'myPlan',
      signedIn: true,
    });
  });

  it('shows the plans and the current plan', async () => {
    const { load, view } = start();
    expect(view().status).toBe('loading');
    await load.resolve({ plans: [plan(1), plan(2)], myPlan: mine, myPlanFailed: false });
    expect(view()).toMatchObject({ status: 'ready', myPlan: mine, myPlanFailed: false });
    expect(view().plans).toHaveLength(2);
  });

  it('a current plan that failed to load alone still shows the plans, and says so', async () => {
    const { load, view } = start();
    await load.resolve({ plans: [plan(1)], myPlan: null, myPlanFailed: true });
    expect(view()).toMatchObject({ status: 'ready', myPlan: null, myPlanFailed: true });
  });

  it("no plans and none held: 'no plans'; a held plan still shows with no other to offer", async () => {
    const first = start();
    await first.load.resolve({ plans: [], myPlan: null, myPlanFailed: false });
    expect(first.view().status).toBe('empty');
    const second = start();
    await second.load.resolve({ plans: [], myPlan: mine, myPlanFailed: false });
    expect(second.view()).toMatchObject({ status: 'ready', myPlan: mine });
  });

  it('a failed load offers a retry; a language switch reads everything again', async () => {
    const { actor, load, view } = start();
    await load.reject(new ApiError('network'));
    expect(view().status).toBe('failed');
    actor.send({ type: 'plans.retry' });
    await load.resolve({ plans: [plan(1)], myPlan: null, myPlanFailed: false });
    expect(view().status).toBe('ready');
    actor.send({ type: 'plans.reload' });
    expect(view().status).toBe('loading');
    expect(load.calls).toHaveLength(3);
  });
});

describeModelPaths(plansMachine, {
  input: { source: 'plans', signedIn: true },
  events: [
    done('load', { plans: [plan(1)], myPlan: mine, myPlanFailed: false }),
    done('load', { plans: [], myPlan: null, myPlanFailed: false }),
    failed('load', new ApiError('http', { status: 500 })),
    { type: 'plans.retry' },
  ],
  serialize: (s) => JSON.stringify(s.value),
  start: () => start(),
  expectStates: ['"loading"', '"failed"', '"empty"', '"ready"'],
  check: (sut, _expected, steps) => {
    // The last answer decides what shows (a retry shows the spinner again): the plans and the plan held,
    // 'no plans', or the retry line; the plans of the last answer stay through a retry.
    const last = lastOf(steps, 'xstate.done.actor.load', 'xstate.error.actor.load', 'plans.retry');
    const answer = steps.findLast((s) => s.type === 'xstate.done.actor.load')?.output as Loaded | undefined;
    const status =
      last?.type === 'xstate.done.actor.load'
        ? answer?.plans.length === 0 && !answer.myPlan
          ? 'empty'
          : 'ready'
        : last?.type === 'xstate.error.actor.load'
          ? 'failed'
          : 'loading';
    expect(sut.view()).toEqual({
      status,
      plans: answer?.plans ?? [],
      myPlan: answer?.myPlan ?? null,
      myPlanFailed: false,
      signedIn: true,
    });
    // One load at the start and one per retry, each saying where the plans come from and who asks.
    expect(sut.load.calls.map((c) => c.input)).toEqual(
      Array(1 + steps.filter((s) => s.type === 'plans.retry').length).fill({ source: 'plans', signedIn: true }),
    );
  },
});
