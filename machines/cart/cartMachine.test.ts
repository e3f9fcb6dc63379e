import { ApiError, type CartPriceDetails, type Course } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, describeModelPaths, done, failed, type ModelEvent } from '../testing';
import { cartMachine, cartView } from './cartMachine';

const course = (id: number) => ({ id, title: `Course ${id}`, slug: `course-${id}` }) as Course;
const prices = (total: number, extra: Partial<CartPriceDetails> = {}): CartPriceDetails => ({
  sub_total: total,
  discount_value: 0,
  tax: 14,
  tax_value: 0,
  total_price: total,
  coupon_applied: false,
  coupon_code: null,
  ...extra,
});

function start() {
  const load = controlled<{ courses: Course[]; prices: CartPriceDetails }>();
  const remove = controlled<unknown, { courseId: number }>();
  const loadPrices = controlled<CartPriceDetails>();
  const countChanged = vi.fn();
  const pricesArrived = vi.fn();
  const actor = createActor(
    cartMachine.provide({
      actors: { load: load.logic, remove: remove.logic, loadPrices: loadPrices.logic },
      actions: {
        countChanged: (_, { count }) => countChanged(count),
        pricesArrived: (_, { prices: p }) => pricesArrived(p),
      },
    }),
  ).start();
  const view = () => cartView(actor.getSnapshot());
  return { actor, load, remove, loadPrices, countChanged, pricesArrived, view, settle: { load, remove, loadPrices } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cartMachine', () => {
  it('loads the courses and the price details together, and tells the top bar the count', async () => {
    const { load, countChanged, pricesArrived, view } = start();
    expect(view().status).toBe('loading');
    await load.resolve({ courses: [course(1), course(2)], prices: prices(300) });
    expect(view()).toMatchObject({ status: 'ready', prices: { total_price: 300 } });
    expect(view().courses.map((c) => c.id)).toEqual([1, 2]);
    expect(countChanged).toHaveBeenCalledWith(2);
    expect(pricesArrived).toHaveBeenCalledWith(prices(300));
  });

  it('an empty cart is its own state, with a count of 0', async () => {
    const { load, countChanged, view } = start();
    await load.resolve({ courses: [], prices: prices(0) });
    expect(view().status).toBe('empty');
    expect(countChanged).toHaveBeenCalledWith(0);
  });

  it('a failed load offers a retry that asks again', async () => {
    const { actor, load, view } = start();
    await load.reject(new ApiError('network'));
    expect(view().status).toBe('failed');
    actor.send({ type: 'cart.retry' });
    expect(view().status).toBe('loading');
    expect(load.calls).toHaveLength(2);
    await load.resolve({ courses: [course(1)], prices: prices(100) });
    expect(view().status).toBe('ready');
  });

  it('removes one course at a time; the row goes once the server agrees, then the prices are fetched again', async () => {
    const { actor, load, remove, loadPrices, countChanged, view } = start();
    await load.resolve({ courses: [course(1), course(2)], prices: prices(300) });
    actor.send({ type: 'cart.remove', courseId: 2 });
    actor.send({ type: 'cart.remove', courseId: 1 });
    expect(view()).toMatchObject({ removingId: 2 });
    expect(remove.calls.map((c) => c.input)).toEqual([{ courseId: 2 }]);
    expect(view().courses).toHaveLength(2);
    await remove.resolve(undefined);
    expect(view().courses.map((c) => c.id)).toEqual([1]);
    expect(countChanged).toHaveBeenLastCalledWith(1);
    expect(view().pricesUpdating).toBe(true);
    expect(view().prices?.total_price).toBe(300);
    await loadPrices.resolve(prices(100));
    expect(view()).toMatchObject({ pricesUpdating: false, prices: { total_price: 100 } });
  });

  it('a failed removal keeps the row and marks it; the next attempt clears the mark', async () => {
    const { actor, load, remove, view } = start();
    await load.resolve({ courses: [course(1), course(2)], prices: prices(300) });
    actor.send({ type: 'cart.remove', courseId: 1 });
    await remove.reject(new ApiError('http', { status: 500 }));
    expect(view()).toMatchObject({ removingId: null, removeFailedId: 1 });
    expect(view().courses).toHaveLength(2);
    actor.send({ type: 'cart.remove', courseId: 1 });
    expect(view().removeFailedId).toBeNull();
  });

  it('removing the last course leaves the empty cart', async () => {
    const { actor, load, remove, countChanged, view } = start();
    await load.resolve({ courses: [course(1)], prices: prices(100) });
    actor.send({ type: 'cart.remove', courseId: 1 });
    await remove.resolve(undefined);
    expect(view().status).toBe('empty');
    expect(countChanged).toHaveBeenLastCalledWith(0);
  });

  it('reads the cart again when the language changes', async () => {
    const { actor, load, view } = start();
    await load.resolve({ courses: [course(1)], prices: prices(100) });
    actor.send({ type: 'cart.reload' });
    expect(view().status).toBe('loading');
    expect(load.calls).toHaveLength(2);
  });

  it('ignores a course that is not in the cart', async () => {
    const { actor, load, remove } = start();
    await load.resolve({ courses: [course(1)], prices: prices(100) });
    actor.send({ type: 'cart.remove', courseId: 99 });
    expect(remove.calls).toHaveLength(0);
  });

  it('a price refresh while a removal is on its way (a coupon applied) leaves the removal alone', async () => {
    const { actor, load, remove, loadPrices, countChanged, view } = start();
    await load.resolve({ courses: [course(1), course(2)], prices: prices(300) });
    actor.send({ type: 'cart.remove', courseId: 2 });
    actor.send({ type: 'cart.refreshPrices' });
    // The removal is still on its way, and busy.
    expect(view()).toMatchObject({ removingId: 2, pricesUpdating: true });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // Its answer still removes the row and tells the top bar.
    await remove.resolve(undefined);
    expect(view().courses.map((c) => c.id)).toEqual([1]);
    expect(countChanged).toHaveBeenLastCalledWith(1);
    await loadPrices.resolve(prices(100));
    expect(view()).toMatchObject({ removingId: null, pricesUpdating: false, prices: { total_price: 100 } });
  });

  it('drops a stale price answer: only the newest request counts', async () => {
    const { actor, load, loadPrices, pricesArrived, view } = start();
    await load.resolve({ courses: [course(1)], prices: prices(100) });
    actor.send({ type: 'cart.refreshPrices' });
    const first = loadPrices.calls[0];
    actor.send({ type: 'cart.refreshPrices' });
    expect(loadPrices.calls).toHaveLength(2);
    await loadPrices.resolve(prices(90, { coupon_applied: true, coupon_code: 'DARS10', discount_value: 10 }));
    // The older request answers last: too late, it changes nothing.
    first?.resolve(prices(100));
    await vi.advanceTimersByTimeAsync(0);
    expect(view().prices).toMatchObject({ total_price: 90, coupon_code: 'DARS10' });
    expect(pricesArrived).toHaveBeenLastCalledWith(expect.objectContaining({ total_price: 90 }));
  });

  it('a failed price request keeps the last figures and says they may be out of date', async () => {
    const { actor, load, loadPrices, view } = start();
    await load.resolve({ courses: [course(1)], prices: prices(100) });
    actor.send({ type: 'cart.refreshPrices' });
    await loadPrices.reject(new ApiError('network'));
    expect(view()).toMatchObject({ pricesFailed: true, pricesUpdating: false, prices: { total_price: 100 } });
    actor.send({ type: 'cart.refreshPrices' });
    await loadPrices.resolve(prices(80));
    expect(view()).toMatchObject({ pricesFailed: false, prices: { total_price: 80 } });
  });
});

type Sut = ReturnType<typeof start>;

describeModelPaths(cartMachine, {
  events: [
    done('load', { courses: [course(1), course(2)], prices: prices(300) }),
    failed('load', new ApiError('network')),
    { type: 'cart.retry' },
    { type: 'cart.remove', courseId: 1 },
    { type: 'cart.remove', courseId: 2 },
    done('remove', undefined),
    failed('remove', new ApiError('http', { status: 500 })),
    { type: 'cart.refreshPrices' },
    done('loadPrices', prices(250)),
    failed('loadPrices', new ApiError('network')),
  ],
  serialize: (s) =>
    `${JSON.stringify(s.value)}|${s.context.courses.length}|${s.context.removeFailedId ?? ''}|${s.context.pricesFailed}`,
  start: () => start(),
  cover: (s) => (s.matches('ready') ? `ready.${JSON.stringify(s.value.ready)}` : JSON.stringify(s.value)),
  expectStates: [
    '"loading"',
    '"failed"',
    'ready.{"rows":"idle","prices":"fresh"}',
    'ready.{"rows":"idle","prices":"refreshing"}',
    'ready.{"rows":"removing","prices":"fresh"}',
    'ready.{"rows":"removing","prices":"refreshing"}',
    '"empty"',
  ],
  check: (sut: Sut, expected, steps: ModelEvent[]) => {
    const view = sut.view();
    const status = expected.hasTag('loading')
      ? 'loading'
      : expected.hasTag('failed')
        ? 'failed'
        : expected.hasTag('empty')
          ? 'empty'
          : 'ready';
    expect(view.status).toBe(status);
    // The course asked for first is the one being removed (one at a time); every row the server agreed to
    // drop is gone, and the top bar heard each count.
    const removed: number[] = [];
    let pending: number | null = null;
    for (const step of steps) {
      if (step.type === 'cart.remove' && pending === null && !removed.includes(step.courseId as number))
        pending = step.courseId as number;
      if (step.type === 'xstate.done.actor.remove' && pending !== null) removed.push(pending);
      if (step.type.endsWith('.actor.remove')) pending = null;
    }
    if (status === 'ready') expect(view.courses.map((c) => c.id)).toEqual([1, 2].filter((id) => !removed.includes(id)));
    if (removed.length > 0) expect(sut.countChanged).toHaveBeenLastCalledWith(2 - removed.length);
    expect(view.removingId).toBe(expected.matches({ ready: { rows: 'removing' } }) ? pending : null);
    expect(view.removeFailedId).toBe(expected.context.removeFailedId);
    // A removal or a request for prices puts the summary in its updating state; the newest figures show.
    expect(view.pricesUpdating).toBe(expected.matches({ ready: { prices: 'refreshing' } }));
    const lastPrices = steps.findLast((s) => s.type === 'xstate.done.actor.loadPrices');
    if (status === 'ready') expect(view.prices?.total_price).toBe(lastPrices ? 250 : 300);
  },
});
