import { ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, delayed, describeModelPaths, done, failed, type ModelEvent } from '../testing';
import { ADD_TO_CART_DELAYS, addToCartDialogOf, addToCartMachine, isInCart } from './addToCartMachine';

function start(signedIn = true) {
  const check = controlled<boolean, { courseId: number }>();
  const add = controlled<void, { courseId: number }>();
  const goToLogin = vi.fn();
  const added = vi.fn();
  const actor = createActor(
    addToCartMachine.provide({
      actors: { check: check.logic, add: add.logic },
      actions: { goToLogin, added: (_, p) => added(p.courseId) },
    }),
    { input: { courseId: 9, signedIn } },
  ).start();
  const snap = () => actor.getSnapshot();
  return { actor, check, add, goToLogin, added, snap, settle: { check, add } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('addToCartMachine', () => {
  it("a student's page asks the cart first; a course already in it shows as in the cart", async () => {
    const { check, snap } = start();
    expect(check.calls.map((c) => c.input)).toEqual([{ courseId: 9 }]);
    await check.resolve(true);
    expect(isInCart(snap())).toBe(true);
  });

  it("a visitor's page asks nothing; adding asks to log in, and confirming goes to login", () => {
    const { actor, check, add, goToLogin, snap } = start(false);
    expect(check.calls).toHaveLength(0);
    actor.send({ type: 'cart.add' });
    expect(addToCartDialogOf(snap())).toBe('loginRequired');
    expect(add.calls).toHaveLength(0);
    actor.send({ type: 'dialog.confirm' });
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(addToCartDialogOf(snap())).toBeNull();
  });

  it('adds once however often it is pressed, says so for 2 s, then shows the course in the cart', async () => {
    const { actor, check, add, added, snap } = start();
    await check.resolve(false);
    actor.send({ type: 'cart.add' });
    actor.send({ type: 'cart.add' });
    expect(snap().hasTag('busy')).toBe(true);
    expect(add.calls).toHaveLength(1);
    await add.resolve(undefined as never);
    expect(added).toHaveBeenCalledWith(9);
    expect(snap().hasTag('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAYS.popup - 1);
    expect(snap().hasTag('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(snap().hasTag('success')).toBe(false);
    expect(isInCart(snap())).toBe(true);
    actor.send({ type: 'cart.add' });
    expect(add.calls).toHaveLength(1);
  });

  it('a press before the cart has answered adds at once (the add asks the cart itself)', async () => {
    const { actor, add, snap } = start();
    actor.send({ type: 'cart.add' });
    expect(snap().hasTag('busy')).toBe(true);
    expect(add.calls.map((c) => c.input)).toEqual([{ courseId: 9 }]);
  });

  it('a failure opens the popup with the reason for 2 s, and the button works again', async () => {
    const { actor, check, add, snap } = start();
    await check.reject(new ApiError('network'));
    expect(isInCart(snap())).toBe(false);
    actor.send({ type: 'cart.add' });
    await add.reject(new ApiError('http', { status: 422, serverMessage: 'Already subscribed' }));
    expect(addToCartDialogOf(snap())).toBe('failure');
    expect(snap().context.failure).toMatchObject({ kind: 'server', message: 'Already subscribed' });
    await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAYS.popup);
    expect(addToCartDialogOf(snap())).toBeNull();
    actor.send({ type: 'cart.add' });
    expect(add.calls).toHaveLength(2);
  });
});

/** What the course page shows of the cart button, read as the screen reads it. */
function shown(snap: ReturnType<ReturnType<typeof start>['snap']>) {
  return {
    busy: snap.hasTag('busy'),
    inCart: isInCart(snap),
    toast: snap.hasTag('success'),
    dialog: addToCartDialogOf(snap),
    failure: snap.context.failure?.status ?? null,
  };
}

/** An independent reading of the spec over a signed-in student's steps: what shows, what was called. */
function whatTheUserSees(steps: ModelEvent[]) {
  let at: 'checking' | 'idle' | 'inCart' | 'adding' | 'added' | 'failed' = 'checking';
  let failure: number | null = null;
  let adds = 0;
  let added = 0;
  for (const e of steps) {
    if (e.type === 'xstate.done.actor.check' && at === 'checking') at = e.output ? 'inCart' : 'idle';
    else if (e.type === 'xstate.error.actor.check' && at === 'checking') at = 'idle';
    else if (e.type === 'cart.add' && (at === 'checking' || at === 'idle')) {
      at = 'adding';
      failure = null;
      adds += 1;
    } else if (e.type === 'xstate.done.actor.add' && at === 'adding') {
      at = 'added';
      added += 1;
    } else if (e.type === 'xstate.error.actor.add' && at === 'adding') {
      at = 'failed';
      failure = (e.error as ApiError).status ?? null;
    } else if (e.type === 'xstate.after.popup.addToCart.added' && at === 'added') at = 'inCart';
    else if ((e.type === 'xstate.after.popup.addToCart.failed' || e.type === 'dialog.confirm') && at === 'failed')
      at = 'idle';
  }
  return {
    shown: {
      busy: at === 'adding',
      inCart: at === 'inCart' || at === 'added',
      toast: at === 'added',
      dialog: at === 'failed' ? 'failure' : null,
      failure,
    },
    adds,
    added,
  };
}

describeModelPaths(addToCartMachine, {
  input: { courseId: 9, signedIn: true },
  events: [
    done('check', false),
    done('check', true),
    failed('check', new ApiError('network')),
    { type: 'cart.add' },
    done('add'),
    failed('add', new ApiError('http', { status: 500 })),
    delayed('popup', 'addToCart.added'),
    delayed('popup', 'addToCart.failed'),
    { type: 'dialog.confirm' },
  ],
  serialize: (s) => JSON.stringify(s.value),
  start,
  expectStates: ['"checking"', '"idle"', '"inCart"', '"adding"', '"added"', '"failed"'],
  check: (sut, _expected, steps) => {
    const seen = whatTheUserSees(steps);
    // The button (busy, 'in the cart'), the 'added' toast and the failure popup with its reason.
    expect(shown(sut.snap())).toEqual(seen.shown);
    // The cart was asked once for this course; one toggle per press that went to the server; the top bar
    // heard of each course added; a student is never sent to log in.
    expect(sut.check.calls.map((c) => c.input)).toEqual([{ courseId: 9 }]);
    expect(sut.add.calls.map((c) => c.input)).toEqual(Array(seen.adds).fill({ courseId: 9 }));
    expect(sut.added.mock.calls).toEqual(Array(seen.added).fill([9]));
    expect(sut.goToLogin).not.toHaveBeenCalled();
  },
});
