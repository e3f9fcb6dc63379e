import { type ActionResult, ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, describeModelPaths, done, failed, type ModelEvent } from '../testing';
import { type CouponView, couponMachine, couponView } from './couponMachine';

function start(input: { applied: boolean; code: string } = { applied: false, code: '' }) {
  const add = controlled<ActionResult, { code: string }>();
  const remove = controlled<ActionResult>();
  const refreshPrices = vi.fn();
  const actor = createActor(
    couponMachine.provide({
      actors: { add: add.logic, remove: remove.logic },
      actions: { refreshPrices: () => refreshPrices() },
    }),
    { input },
  ).start();
  const view = () => couponView(actor.getSnapshot());
  return { actor, add, remove, refreshPrices, view, settle: { add, remove } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('couponMachine', () => {
  it('cannot apply a blank code, spaces included', () => {
    const { actor, add, view } = start();
    expect(view().canApply).toBe(false);
    actor.send({ type: 'coupon.type', value: '   ' });
    actor.send({ type: 'coupon.apply' });
    expect(view().canApply).toBe(false);
    expect(add.calls).toHaveLength(0);
  });

  it('applies the trimmed code, shows it applied and fetches the prices again', async () => {
    const { actor, add, refreshPrices, view } = start();
    actor.send({ type: 'coupon.type', value: ' SAVE10 ' });
    actor.send({ type: 'coupon.apply' });
    actor.send({ type: 'coupon.apply' });
    expect(view().busy).toBe(true);
    expect(add.calls.map((c) => c.input)).toEqual([{ code: 'SAVE10' }]);
    await add.resolve({ success: true, message: 'Applied.' } as never);
    expect(view()).toMatchObject({ appliedCode: 'SAVE10', busy: false, failure: null });
    expect(refreshPrices).toHaveBeenCalledTimes(1);
  });

  it('sends a code typed with Arabic-Indic or Persian digits in Latin ones, showing it as typed', async () => {
    const { actor, add, view } = start();
    actor.send({ type: 'coupon.type', value: ' DARS١٠ ' });
    expect(view()).toMatchObject({ code: ' DARS١٠ ', canApply: true });
    actor.send({ type: 'coupon.apply' });
    expect(add.calls.map((c) => c.input)).toEqual([{ code: 'DARS10' }]);
    await add.resolve({ success: true, message: 'Applied.' } as never);
    expect(view().appliedCode).toBe('DARS10');
    // Persian (Eastern Arabic-Indic) digits, as a Persian or Urdu keyboard types them.
    const other = start();
    other.actor.send({ type: 'coupon.type', value: 'RAMADAN۲۵' });
    other.actor.send({ type: 'coupon.apply' });
    expect(other.add.calls.map((c) => c.input)).toEqual([{ code: 'RAMADAN25' }]);
  });

  it("an add failure clears the applied flag, keeps the typed code and says the server's words", async () => {
    const { actor, add, refreshPrices, view } = start();
    actor.send({ type: 'coupon.type', value: 'OLD2020' });
    actor.send({ type: 'coupon.apply' });
    await add.reject(new ApiError('http', { status: 422, serverMessage: 'This coupon has expired.' }));
    expect(view()).toMatchObject({
      code: 'OLD2020',
      appliedCode: null,
      canApply: true,
      failure: { kind: 'add', message: 'This coupon has expired.' },
    });
    expect(refreshPrices).toHaveBeenCalledTimes(1);
    // A fault without words: the spec's fallback (the screen's 'failed to apply the coupon').
    actor.send({ type: 'coupon.apply' });
    await add.reject(new ApiError('network'));
    expect(view().failure).toEqual({ kind: 'add', message: '' });
    // Typing again clears the message.
    actor.send({ type: 'coupon.type', value: 'NEW' });
    expect(view().failure).toBeNull();
  });

  it('removes an applied coupon; a remove failure keeps it and says so', async () => {
    const { actor, remove, refreshPrices, view } = start({ applied: true, code: 'SAVE10' });
    expect(view().appliedCode).toBe('SAVE10');
    actor.send({ type: 'coupon.remove' });
    await remove.reject(new ApiError('http', { status: 500 }));
    expect(view()).toMatchObject({ appliedCode: 'SAVE10', failure: { kind: 'remove', message: '' } });
    expect(refreshPrices).not.toHaveBeenCalled();
    actor.send({ type: 'coupon.remove' });
    await remove.resolve({ success: true, message: '' } as never);
    expect(view()).toMatchObject({ appliedCode: null, failure: null });
    expect(refreshPrices).toHaveBeenCalledTimes(1);
  });

  it('follows the price details: a coupon applied elsewhere shows, one gone disappears', () => {
    const { actor, view } = start();
    actor.send({ type: 'coupon.sync', applied: true, code: 'WELCOME' });
    expect(view().appliedCode).toBe('WELCOME');
    actor.send({ type: 'coupon.sync', applied: false, code: '' });
    expect(view().appliedCode).toBeNull();
  });
});

type Sut = ReturnType<typeof start>;

describeModelPaths(couponMachine, {
  input: { applied: false, code: '' },
  events: [
    { type: 'coupon.type', value: 'SAVE10' },
    { type: 'coupon.apply' },
    { type: 'coupon.remove' },
    done('add', { success: true, message: '' }),
    failed('add', new ApiError('http', { status: 422, serverMessage: 'Expired.' })),
    done('remove', { success: true, message: '' }),
    failed('remove', new ApiError('network')),
  ],
  serialize: (s) => `${JSON.stringify(s.value)}|${s.context.code}|${s.context.failure?.kind ?? ''}`,
  start: () => start(),
  expectStates: ['"none"', '"adding"', '"applied"', '"removing"'],
  check: (sut: Sut, _expected, steps: ModelEvent[]) => {
    const seen = whatTheUserSees(steps);
    // The box: the code typed, the coupon applied, the apply button, the spinner, the failure line.
    expect(sut.view()).toEqual(seen.view);
    // One POST per apply with the code, one DELETE per remove; the prices fetched again after each change
    // the server made or refused to keep (add done or failed, remove done).
    expect(sut.add.calls.map((c) => c.input)).toEqual(Array(seen.adds).fill({ code: 'SAVE10' }));
    expect(sut.remove.calls).toHaveLength(seen.removes);
    expect(sut.refreshPrices).toHaveBeenCalledTimes(seen.refreshes);
  },
});

/** An independent reading of the spec over the steps: what the coupon box shows, and what was called. */
function whatTheUserSees(steps: ModelEvent[]) {
  let at: 'none' | 'adding' | 'applied' | 'removing' = 'none';
  let code = '';
  let appliedCode = '';
  let failure: CouponView['failure'] = null;
  let adds = 0;
  let removes = 0;
  let refreshes = 0;
  for (const e of steps) {
    if (e.type === 'coupon.type' && at === 'none') {
      code = e.value as string;
      failure = null;
    } else if (e.type === 'coupon.apply' && at === 'none' && code.trim() !== '') {
      at = 'adding';
      failure = null;
      adds += 1;
    } else if (e.type === 'coupon.remove' && at === 'applied') {
      at = 'removing';
      failure = null;
      removes += 1;
    } else if (e.type === 'xstate.done.actor.add' && at === 'adding') {
      at = 'applied';
      appliedCode = code;
      code = '';
      refreshes += 1;
    } else if (e.type === 'xstate.error.actor.add' && at === 'adding') {
      at = 'none';
      failure = { kind: 'add', message: 'Expired.' };
      refreshes += 1;
    } else if (e.type === 'xstate.done.actor.remove' && at === 'removing') {
      at = 'none';
      appliedCode = '';
      refreshes += 1;
    } else if (e.type === 'xstate.error.actor.remove' && at === 'removing') {
      at = 'applied';
      failure = { kind: 'remove', message: '' };
    }
  }
  const view: CouponView = {
    code,
    appliedCode: at === 'applied' || at === 'removing' ? appliedCode : null,
    canApply: at === 'none' && code.trim() !== '',
    busy: at === 'adding' || at === 'removing',
    failure,
  };
  return { view, adds, removes, refreshes };
}
