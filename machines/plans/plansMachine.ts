import { getMyPlan, getPlans, type MyPlan, type Plan } from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { MachineTag } from '../forms';

/**
 * Where the plans come from: /packages reads `GET /plans` (and, for a student, `GET /profile/my-plan` for the
 * current plan); the profile's plan tab reads `GET /profile/my-plan` alone, which carries both.
 */
export type PlansSource = 'plans' | 'myPlan';

export interface PlansInput {
  source: PlansSource;
  signedIn: boolean;
}

export interface PlansContext extends PlansInput {
  plans: Plan[];
  /** The student's current plan; null for none (or a visitor). */
  myPlan: MyPlan | null;
  /** The current plan could not be read (the plans could): the status says so, the plans still show. */
  myPlanFailed: boolean;
}

export type PlansEvent = { type: 'plans.retry' } | { type: 'plans.reload' };

interface Loaded {
  plans: Plan[];
  myPlan: MyPlan | null;
  myPlanFailed: boolean;
}

/**
 * The plans (spec sections 2, 3, 4, 7): loading, then the plans with the student's current plan
 * and its status, 'no plans' when there are none, or the spec's list failure with a retry. A student's current
 * plan that fails to load alone does not hide the plans. Paying for a plan is the checkout's (one machine
 * behind every pay button); `plans.reload` reads everything again (a language switch).
 */
export const plansMachine = setup({
  types: {
    context: {} as PlansContext,
    events: {} as PlansEvent,
    input: {} as PlansInput,
    tags: {} as Extract<MachineTag, 'loading' | 'failed' | 'empty'>,
  },
  actors: {
    load: fromPromise<Loaded, PlansInput>(async ({ input, signal }) => {
      if (input.source === 'myPlan') {
        const mine = await getMyPlan({ signal });
        return { plans: mine.plans, myPlan: mine.my_plan, myPlanFailed: false };
      }
      const [plans, mine] = await Promise.all([
        getPlans({ signal }),
        input.signedIn
          ? getMyPlan({ signal }).then(
              (m) => m.my_plan,
              () => undefined,
            )
          : Promise.resolve(null),
      ]);
      return { plans, myPlan: mine ?? null, myPlanFailed: mine === undefined };
    }),
  },
}).createMachine({
  id: 'plans',
  context: ({ input }) => ({ ...input, plans: [], myPlan: null, myPlanFailed: false }),
  initial: 'loading',
  on: { 'plans.reload': '.loading' },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ source: context.source, signedIn: context.signedIn }),
        onDone: [
          {
            // No plan to offer and none held: 'no plans'. A held plan still shows its status.
            guard: ({ event }) => event.output.plans.length === 0 && !event.output.myPlan,
            target: 'empty',
            actions: assign({ plans: [], myPlan: null, myPlanFailed: ({ event }) => event.output.myPlanFailed }),
          },
          { target: 'ready', actions: assign(({ event }) => event.output) },
        ],
        onError: 'failed',
      },
    },
    failed: { tags: 'failed', on: { 'plans.retry': 'loading' } },
    empty: { tags: 'empty' },
    ready: {},
  },
});

export interface PlansView {
  status: 'loading' | 'failed' | 'empty' | 'ready';
  plans: Plan[];
  myPlan: MyPlan | null;
  myPlanFailed: boolean;
  signedIn: boolean;
}

/** What a plans screen shows, for a snapshot. */
export function plansView(snapshot: SnapshotFrom<typeof plansMachine>): PlansView {
  const { context } = snapshot;
  return {
    status: snapshot.hasTag('loading')
      ? 'loading'
      : snapshot.hasTag('failed')
        ? 'failed'
        : snapshot.hasTag('empty')
          ? 'empty'
          : 'ready',
    plans: context.plans,
    myPlan: context.myPlan,
    myPlanFailed: context.myPlanFailed,
    signedIn: context.signedIn,
  };
}
