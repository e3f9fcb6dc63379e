import { type ActionResult, ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, delayed, describeModelPaths, done, failed, type ModelEvent } from '../testing';
import {
  SUBSCRIBE_DELAYS,
  type SubscribeAddress,
  type SubscribeDialog,
  subscribeBusyFor,
  subscribeDialogOf,
  subscribeMachine,
} from './subscribeMachine';

const course = { id: 12, slug: 'intro-to-design' };
const subscribed: ActionResult = { success: true, message: 'You have subscribed to the course successfully.' };

function start(address?: SubscribeAddress) {
  const api = controlled<ActionResult, { idOrSlug: number | string }>();
  const goToLogin = vi.fn();
  const markSubscribed = vi.fn();
  const reload = vi.fn();
  const actor = createActor(
    subscribeMachine.provide({
      actors: { subscribe: api.logic },
      actions: {
        goToLogin: () => goToLogin(),
        markSubscribed: (_, params) => markSubscribed(params),
        reload: () => reload(),
      },
    }),
    { input: address ? { address } : undefined },
  ).start();
  return { actor, api, goToLogin, markSubscribed, reload, settle: { subscribe: api } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('subscribeMachine', () => {
  it('a visitor gets the login-required dialog; its button goes to login; nothing is posted', () => {
    const { actor, api, goToLogin } = start();
    actor.send({ type: 'subscribe.request', course, signedIn: false });
    expect(subscribeDialogOf(actor.getSnapshot())).toBe('loginRequired');
    expect(api.calls).toHaveLength(0);
    actor.send({ type: 'dialog.confirm' });
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(subscribeDialogOf(actor.getSnapshot())).toBeNull();
  });

  it('Escape closes the login-required dialog without leaving', () => {
    const { actor, goToLogin } = start();
    actor.send({ type: 'subscribe.request', course, signedIn: false });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('a student posts subscribe by id (the default) and is busy for that course', () => {
    const { actor, api } = start();
    actor.send({ type: 'subscribe.request', course, signedIn: true });
    expect(api.calls.map((c) => c.input)).toEqual([{ idOrSlug: 12 }]);
    expect(subscribeBusyFor(actor.getSnapshot(), 12)).toBe(true);
    expect(subscribeBusyFor(actor.getSnapshot(), 13)).toBe(false);
  });

  it('the slug reading posts by slug', () => {
    const { actor, api } = start('slug');
    actor.send({ type: 'subscribe.request', course, signedIn: true });
    expect(api.calls[0]?.input).toEqual({ idOrSlug: 'intro-to-design' });
  });

  it('success: the server message in the success dialog, the course marked subscribed; confirming reloads', async () => {
    const { actor, api, markSubscribed, reload } = start();
    actor.send({ type: 'subscribe.request', course, signedIn: true });
    await api.resolve(subscribed);
    const s = actor.getSnapshot();
    expect(subscribeDialogOf(s)).toBe('success');
    expect(s.hasTag('success')).toBe(true);
    expect(s.context.message).toBe(subscribed.message);
    expect(markSubscribed).toHaveBeenCalledWith({ courseId: 12 });
    expect(reload).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.confirm' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('success without a message leaves the words to the fallback; Escape closes without a reload', async () => {
    const { actor, api, reload } = start();
    actor.send({ type: 'subscribe.request', course, signedIn: true });
    await api.resolve({ success: true, message: '  ' });
    expect(actor.getSnapshot().context.message).toBe('');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reload).not.toHaveBeenCalled();
  });

  it('failure: the error dialog with the server refusal; nothing is marked', async () => {
    const { actor, api, markSubscribed } = start();
    actor.send({ type: 'subscribe.request', course, signedIn: true });
    await api.reject(new ApiError('http', { status: 422, serverMessage: 'This is a paid course.' }));
    const s = actor.getSnapshot();
    expect(subscribeDialogOf(s)).toBe('failure');
    expect(s.context.failure).toMatchObject({ kind: 'server', status: 422, message: 'This is a paid course.' });
    expect(markSubscribed).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a lost connection is a failure too, and a new request clears it', async () => {
    const { actor, api } = start();
    actor.send({ type: 'subscribe.request', course, signedIn: true });
    await api.reject(new ApiError('network'));
    expect(actor.getSnapshot().context.failure?.kind).toBe('network');
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'subscribe.request', course, signedIn: true });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('ignores presses while posting and while a dialog is open', async () => {
    const { actor, api } = start();
    actor.send({ type: 'subscribe.request', course, signedIn: true });
    actor.send({ type: 'subscribe.request', course, signedIn: true });
    expect(api.calls).toHaveLength(1);
    await api.resolve(subscribed);
    actor.send({ type: 'subscribe.request', course: { id: 2, slug: 'b' }, signedIn: true });
    expect(api.calls).toHaveLength(1);
  });
});

describe('subscribeMachine timers', () => {
  it('the success dialog closes after exactly 2 s, without a reload', async () => {
    const { actor, api, reload } = start();
    actor.send({ type: 'subscribe.request', course, signedIn: true });
    await api.resolve(subscribed);
    expect(SUBSCRIBE_DELAYS.popup).toBe(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(subscribeDialogOf(actor.getSnapshot())).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(subscribeDialogOf(actor.getSnapshot())).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('the failure dialog closes after exactly 2 s', async () => {
    const { actor, api } = start();
    actor.send({ type: 'subscribe.request', course, signedIn: true });
    await api.reject(new ApiError('http', { status: 500 }));
    await vi.advanceTimersByTimeAsync(1999);
    expect(subscribeDialogOf(actor.getSnapshot())).toBe('failure');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('the login-required dialog waits for the user', async () => {
    const { actor } = start();
    actor.send({ type: 'subscribe.request', course, signedIn: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(subscribeDialogOf(actor.getSnapshot())).toBe('loginRequired');
  });
});

describe('subscribeMachine', () => {
  const refused = new ApiError('http', { status: 422, serverMessage: 'Paid course.' });
  describeModelPaths(subscribeMachine, {
    events: [
      { type: 'subscribe.request', course, signedIn: false },
      { type: 'subscribe.request', course, signedIn: true },
      { type: 'dialog.confirm' },
      { type: 'dialog.close' },
      done('subscribe', subscribed),
      failed('subscribe', refused),
      delayed('popup', 'subscribe.succeeded'),
      delayed('popup', 'subscribe.failed'),
    ],
    serialize: (s) => `${JSON.stringify(s.value)}|${s.context.failure?.kind}|${s.context.message}`,
    start,
    expectStates: ['"idle"', '"loginRequired"', '"posting"', '"succeeded"', '"failed"'],
    check: (sut, _expected, steps) => {
      const s = sut.actor.getSnapshot();
      const seen = whatTheUserSees(steps);
      // The dialog on screen is the one the user's steps opened.
      expect(subscribeDialogOf(s)).toBe(seen.dialog);
      // Busy: the course was posted by id; a visitor never posts.
      expect(s.hasTag('busy')).toBe(seen.busy);
      expect(sut.api.calls.map((c) => c.input)).toEqual(Array(seen.posts).fill({ idOrSlug: 12 }));
      // The success dialog shows the server's words; the failure dialog the refusal.
      if (seen.dialog === 'success') expect(s.context.message).toBe(subscribed.message);
      if (seen.dialog === 'failure') expect(s.context.failure).toMatchObject({ message: 'Paid course.' });
      // Marked subscribed once per success; login only from its dialog's button; reload only on confirm.
      expect(sut.markSubscribed).toHaveBeenCalledTimes(seen.successes);
      expect(sut.goToLogin).toHaveBeenCalledTimes(seen.logins);
      expect(sut.reload).toHaveBeenCalledTimes(seen.reloads);
    },
  });
});

/** An independent reading of the spec over the steps: what is open, and what should have been called. */
function whatTheUserSees(steps: ModelEvent[]) {
  let dialog: SubscribeDialog | null = null;
  let busy = false;
  let posts = 0;
  let successes = 0;
  let logins = 0;
  let reloads = 0;
  for (const e of steps) {
    if (e.type === 'subscribe.request' && !dialog && !busy) {
      if (e.signedIn) {
        busy = true;
        posts += 1;
      } else dialog = 'loginRequired';
    } else if (e.type === 'xstate.done.actor.subscribe') {
      busy = false;
      dialog = 'success';
      successes += 1;
    } else if (e.type === 'xstate.error.actor.subscribe') {
      busy = false;
      dialog = 'failure';
    } else if (e.type === 'dialog.confirm' && dialog) {
      if (dialog === 'loginRequired') logins += 1;
      if (dialog === 'success') reloads += 1;
      dialog = null;
    } else if (e.type === 'dialog.close' || e.type.startsWith('xstate.after.')) dialog = null;
  }
  return { dialog, busy, posts, successes, logins, reloads };
}
