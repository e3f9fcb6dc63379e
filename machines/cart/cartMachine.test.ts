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
  check: (sut: Sut, _expected, steps: ModelEvent[]) => {
    const seen = whatTheUserSees(steps);
    // The page, the rows (the one being taken out, the one that failed) and the summary's figures.
    const view = sut.view();
    expect({ ...view, courses: view.courses.map((c) => c.id), prices: view.prices?.total_price ?? null }).toEqual(
      seen.view,
    );
    // What was called: the cart read once per visit to loading, one removal per row asked, the prices
    // again after each change; the top bar heard every count, the coupon box every set of figures.
    expect(sut.load.calls).toHaveLength(seen.loads);
    expect(sut.remove.calls.map((c) => c.input.courseId)).toEqual(seen.removals);
    expect(sut.loadPrices.calls).toHaveLength(seen.priceLoads);
    expect(sut.countChanged.mock.calls.map(([count]) => count)).toEqual(seen.counts);
    expect(sut.pricesArrived.mock.calls.map(([p]) => p.total_price)).toEqual(seen.pricesArrived);
  },
});

/** An independent reading of the spec over the steps: what the cart page shows, and what was called. */
function whatTheUserSees(steps: ModelEvent[]) {
  const view = {
    status: 'loading' as 'loading' | 'failed' | 'empty' | 'ready',
    courses: [] as number[],
    prices: null as number | null,
    pricesUpdating: false,
    pricesFailed: false,
    removingId: null as number | null,
    removeFailedId: null as number | null,
  };
  let loads = 1;
  let priceLoads = 0;
  const removals: number[] = [];
  const counts: number[] = [];
  const pricesArrived: number[] = [];
  const refresh = () => {
    view.pricesUpdating = true;
    priceLoads += 1;
  };
  for (const e of steps) {
    const ready = view.status === 'ready';
    if (e.type === 'xstate.done.actor.load' && view.status === 'loading') {
      const { courses, prices: p } = e.output as { courses: Course[]; prices: CartPriceDetails };
      Object.assign(view, { status: 'ready', courses: courses.map((c) => c.id), prices: p.total_price });
      counts.push(courses.length);
      pricesArrived.push(p.total_price);
    } else if (e.type === 'xstate.error.actor.load' && view.status === 'loading') view.status = 'failed';
    else if (e.type === 'cart.retry' && view.status === 'failed') {
      view.status = 'loading';
      loads += 1;
    } else if (e.type === 'cart.remove' && ready && view.removingId === null) {
      if (!view.courses.includes(e.courseId as number)) continue;
      view.removingId = e.courseId as number;
      view.removeFailedId = null;
      removals.push(view.removingId);
    } else if (e.type === 'xstate.done.actor.remove' && ready && view.removingId !== null) {
      const gone = view.removingId;
      view.courses = view.courses.filter((id) => id !== gone);
      view.removingId = null;
      counts.push(view.courses.length);
      if (view.courses.length === 0) Object.assign(view, { status: 'empty', pricesUpdating: false });
      else refresh();
    } else if (e.type === 'xstate.error.actor.remove' && ready && view.removingId !== null) {
      view.removeFailedId = view.removingId;
      view.removingId = null;
    } else if (e.type === 'cart.refreshPrices' && ready) refresh();
    else if (e.type === 'xstate.done.actor.loadPrices' && ready && view.pricesUpdating) {
      const p = e.output as CartPriceDetails;
      Object.assign(view, { prices: p.total_price, pricesFailed: false, pricesUpdating: false });
      pricesArrived.push(p.total_price);
    } else if (e.type === 'xstate.error.actor.loadPrices' && ready && view.pricesUpdating)
      Object.assign(view, { pricesFailed: true, pricesUpdating: false });
  }
  return { view, loads, removals, priceLoads, counts, pricesArrived };
}
