import { ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, describeModelPaths, done, failed } from '../testing';
import { cartCountMachine, cartCountOf } from './cartCountMachine';

function start() {
  const load = controlled<number>();
  const actor = createActor(cartCountMachine.provide({ actors: { load: load.logic } })).start();
  return { actor, load, count: () => cartCountOf(actor.getSnapshot()), settle: { load } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cartCountMachine', () => {
  it('shows nothing for a visitor, then the count the server gives a student', async () => {
    const { actor, load, count } = start();
    expect(count()).toBeNull();
    actor.send({ type: 'cartCount.load' });
    await load.resolve(3);
    expect(count()).toBe(3);
  });

  it('a newer load drops the older answer', async () => {
    const { actor, load, count } = start();
    actor.send({ type: 'cartCount.load' });
    const first = load.calls[0];
    actor.send({ type: 'cartCount.load' });
    await load.resolve(1);
    first?.resolve(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(count()).toBe(1);
  });

  it('a page that knows the count sets it at once, and wins over a load under way', async () => {
    const { actor, load, count } = start();
    actor.send({ type: 'cartCount.load' });
    actor.send({ type: 'cartCount.set', count: 2 });
    await load.resolve(5);
    expect(count()).toBe(2);
  });

  it('a failed load shows no number rather than a wrong one; signing out forgets it', async () => {
    const { actor, load, count } = start();
    actor.send({ type: 'cartCount.set', count: 2 });
    actor.send({ type: 'cartCount.load' });
    await load.reject(new ApiError('network'));
    expect(count()).toBeNull();
    actor.send({ type: 'cartCount.set', count: 2 });
    actor.send({ type: 'cartCount.clear' });
    expect(count()).toBeNull();
  });
});

describeModelPaths(cartCountMachine, {
  events: [
    { type: 'cartCount.load' },
    { type: 'cartCount.set', count: 2 },
    { type: 'cartCount.clear' },
    done('load', 3),
    failed('load', new ApiError('network')),
  ],
  serialize: (s) => `${JSON.stringify(s.value)}|${s.context.count}`,
  start: () => start(),
  expectStates: ['"off"', '"loading"', '"known"', '"unknown"'],
  check: (sut, _expected, steps) => {
    // The count shown is the last one known from the server or a page, kept while a new load is under
    // way; none after a failure or sign-out.
    const last = steps.findLast((s) =>
      ['cartCount.set', 'cartCount.clear', 'xstate.done.actor.load', 'xstate.error.actor.load'].includes(s.type),
    );
    const shown = last?.type === 'cartCount.set' ? 2 : last?.type === 'xstate.done.actor.load' ? 3 : null;
    expect(sut.count()).toBe(shown);
    // One GET /cart/courses per load asked for.
    expect(sut.load.calls).toHaveLength(steps.filter((s) => s.type === 'cartCount.load').length);
  },
});
