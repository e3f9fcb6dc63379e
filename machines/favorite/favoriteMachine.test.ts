import { ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, delayed, describeModelPaths, done, failed, type ModelEvent } from '../testing';
import { FAVORITE_DELAYS, type FavoriteAnswer, favoriteBusyFor, favoriteMachine } from './favoriteMachine';

const ok: FavoriteAnswer = { status: 200, message: 'Added to favourites.' };

function start() {
  const api = controlled<FavoriteAnswer, { courseId: number }>();
  const remember = vi.fn();
  const changed = vi.fn();
  const actor = createActor(
    favoriteMachine.provide({
      actors: { toggle: api.logic },
      actions: { remember: (_, params) => remember(params), changed: (_, params) => changed(params) },
    }),
  ).start();
  return { actor, api, remember, changed, settle: { toggle: api } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('favoriteMachine', () => {
  it('posts the toggle for the pressed course and is busy for that course only', () => {
    const { actor, api } = start();
    actor.send({ type: 'favorite.toggle', courseId: 7, active: false });
    expect(api.calls.map((c) => c.input)).toEqual([{ courseId: 7 }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(favoriteBusyFor(actor.getSnapshot(), 7)).toBe(true);
    expect(favoriteBusyFor(actor.getSnapshot(), 8)).toBe(false);
  });

  it('adding: status 200 flips to favourite, stores the marker and shows the added notice', async () => {
    const { actor, api, remember, changed } = start();
    actor.send({ type: 'favorite.toggle', courseId: 7, active: false });
    await api.resolve(ok);
    const s = actor.getSnapshot();
    expect(s.hasTag('success')).toBe(true);
    expect(s.context.notice).toBe('added');
    expect(s.context.active).toEqual({ 7: true });
    expect(remember).toHaveBeenCalledWith({ courseId: 7, active: true });
    expect(changed).toHaveBeenCalledWith({ courseId: 7, active: true });
  });

  it('removing: status 200 flips off, deletes the marker and shows the removed warning', async () => {
    const { actor, api, remember, changed } = start();
    actor.send({ type: 'favorite.toggle', courseId: 3, active: true });
    await api.resolve({ status: 200, message: '' });
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'removed', active: { 3: false } });
    expect(remember).toHaveBeenCalledWith({ courseId: 3, active: false });
    expect(changed).toHaveBeenCalledWith({ courseId: 3, active: false });
  });

  it('any other status opens the failure dialog and changes nothing', async () => {
    const { actor, api, remember, changed } = start();
    actor.send({ type: 'favorite.toggle', courseId: 7, active: false });
    await api.resolve({ status: 500, message: 'nope' });
    const s = actor.getSnapshot();
    expect(s.hasTag('dialog')).toBe(true);
    expect(s.context).toMatchObject({ active: {}, notice: null, pending: null, lastCourseId: 7 });
    expect(remember).not.toHaveBeenCalled();
    expect(changed).not.toHaveBeenCalled();
  });

  it('a refused or lost call opens the failure dialog; confirming closes it', async () => {
    const { actor, api } = start();
    actor.send({ type: 'favorite.toggle', courseId: 7, active: false });
    await api.reject(new ApiError('network'));
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'favorite.toggle', courseId: 7, active: false });
    await api.reject(new ApiError('http', { status: 401, serverMessage: 'Unauthenticated.' }));
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(actor.getSnapshot().context.active).toEqual({});
  });

  it('ignores presses while a toggle is posted: nothing is posted twice', () => {
    const { actor, api } = start();
    actor.send({ type: 'favorite.toggle', courseId: 7, active: false });
    actor.send({ type: 'favorite.toggle', courseId: 7, active: false });
    actor.send({ type: 'favorite.toggle', courseId: 8, active: true });
    expect(api.calls).toHaveLength(1);
  });

  it('another heart pressed while the notice shows posts at once; both results are kept', async () => {
    const { actor, api } = start();
    actor.send({ type: 'favorite.toggle', courseId: 1, active: false });
    await api.resolve(ok);
    actor.send({ type: 'favorite.toggle', courseId: 2, active: true });
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(api.calls.at(-1)?.input).toEqual({ courseId: 2 });
    await api.resolve(ok);
    expect(actor.getSnapshot().context).toMatchObject({ active: { 1: true, 2: false }, notice: 'removed' });
  });

  it('a course toggled twice flips back', async () => {
    const { actor, api } = start();
    actor.send({ type: 'favorite.toggle', courseId: 1, active: false });
    await api.resolve(ok);
    actor.send({ type: 'favorite.toggle', courseId: 1, active: true });
    await api.resolve(ok);
    expect(actor.getSnapshot().context.active).toEqual({ 1: false });
  });
});

describe('favoriteMachine timers', () => {
  it('shows the notice for exactly 2 s', async () => {
    const { actor, api } = start();
    actor.send({ type: 'favorite.toggle', courseId: 7, active: false });
    await api.resolve(ok);
    expect(FAVORITE_DELAYS.notice).toBe(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().context.notice).toBe('added');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('the failure dialog does not close by itself', async () => {
    const { actor, api } = start();
    actor.send({ type: 'favorite.toggle', courseId: 7, active: false });
    await api.resolve({ status: 422, message: '' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
  });

  it('a notice that gives way to a new toggle does not close the next one early', async () => {
    const { actor, api } = start();
    actor.send({ type: 'favorite.toggle', courseId: 1, active: false });
    await api.resolve(ok);
    await vi.advanceTimersByTimeAsync(1500);
    actor.send({ type: 'favorite.toggle', courseId: 2, active: false });
    await api.resolve(ok);
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().context.notice).toBe('added');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});

describe('favoriteMachine', () => {
  const press = (courseId: number, active: boolean): ModelEvent => ({ type: 'favorite.toggle', courseId, active });
  describeModelPaths(favoriteMachine, {
    events: [
      press(1, false),
      press(2, true),
      { type: 'dialog.confirm' },
      done('toggle', { status: 200, message: '' }),
      done('toggle', { status: 404, message: '' }),
      failed('toggle', new ApiError('network')),
      delayed('notice', 'favorite.notice'),
    ],
    serialize: (s) => `${JSON.stringify(s.value)}|${s.context.notice}|${JSON.stringify(s.context.active)}`,
    // Keep the model small: a course is pressed only while it has its seed state.
    allow: (s, e) => e.type !== 'favorite.toggle' || !(String(e.courseId) in (s.context as { active: object }).active),
    start,
    expectStates: ['"idle"', '"posting"', '"notice"', '"failed"'],
    check: (sut, _expected, steps) => {
      const s = sut.actor.getSnapshot();
      const seen = whatTheUserSees(steps);
      // What the screen shows: the busy heart, the notice, the failure dialog.
      expect(s.hasTag('busy')).toBe(seen.busyCourse !== null);
      if (seen.busyCourse !== null) expect(favoriteBusyFor(s, seen.busyCourse)).toBe(true);
      expect(s.context.notice).toBe(seen.notice);
      expect(s.hasTag('dialog')).toBe(seen.dialog);
      expect(s.context.active).toEqual(seen.active);
      // What was called: one post per accepted press, for its course; the marker and the screen told of
      // each flip.
      expect(sut.api.calls.map((c) => c.input)).toEqual(seen.posts.map((courseId) => ({ courseId })));
      expect(sut.remember.mock.calls.map(([change]) => change)).toEqual(seen.flips);
      expect(sut.changed.mock.calls.map(([change]) => change)).toEqual(seen.flips);
    },
  });
});

/** An independent reading of the spec over the steps: what the user sees, and what should have been called. */
function whatTheUserSees(steps: ModelEvent[]) {
  let busy: { courseId: number; was: boolean } | null = null;
  let notice: 'added' | 'removed' | null = null;
  let dialog = false;
  const posts: number[] = [];
  const active: Record<number, boolean> = {};
  const flips: { courseId: number; active: boolean }[] = [];
  for (const e of steps) {
    if (e.type === 'favorite.toggle' && !busy && !dialog) {
      busy = { courseId: e.courseId as number, was: e.active as boolean };
      notice = null;
      posts.push(busy.courseId);
    } else if (e.type === 'xstate.done.actor.toggle' && busy) {
      if ((e.output as FavoriteAnswer).status === 200) {
        active[busy.courseId] = !busy.was;
        flips.push({ courseId: busy.courseId, active: !busy.was });
        notice = busy.was ? 'removed' : 'added';
      } else dialog = true;
      busy = null;
    } else if (e.type === 'xstate.error.actor.toggle' && busy) {
      dialog = true;
      busy = null;
    } else if (e.type === 'dialog.confirm') dialog = false;
    else if (e.type.startsWith('xstate.after.')) notice = null;
  }
  return { busyCourse: busy?.courseId ?? null, notice, dialog, posts, active, flips };
}
