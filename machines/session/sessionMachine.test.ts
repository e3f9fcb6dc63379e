import { ApiError, type Profile } from '@dars/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { describeModelPaths, done, failed, type ModelEvent } from '../testing';
import { sessionMachine } from './sessionMachine';

const sara: Profile = {
  name: 'سارة أحمد',
  email: 'student@dars.example',
  phone_key: '966',
  phone: '501234567',
  image: null,
};

function start(token: string | null) {
  const loads: { resolve: (p: Profile) => void; reject: (e: unknown) => void }[] = [];
  const storeToken = vi.fn();
  const clearToken = vi.fn();
  const logFailure = vi.fn();
  const machine = sessionMachine.provide({
    actors: {
      loadProfile: fromPromise<Profile>(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))),
    },
    actions: {
      storeToken: (_, { token: t }) => storeToken(t),
      clearToken: () => clearToken(),
      logFailure: (_, { error }) => logFailure(error),
    },
  });
  const actor = createActor(machine, { input: { token } }).start();
  const settle = async (how: 'resolve' | 'reject', value: unknown) => {
    const load = loads.at(-1);
    if (!load) throw new Error('no profile load under way');
    if (how === 'resolve') load.resolve(value as Profile);
    else load.reject(value);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { actor, loads, storeToken, clearToken, logFailure, settle };
}

describe('sessionMachine', () => {
  it('is a visitor when no token is stored', () => {
    const { actor, loads } = start(null);
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(actor.getSnapshot().hasTag('expired')).toBe(false);
    expect(loads).toHaveLength(0);
  });

  it('treats a blank stored token as none', () => {
    expect(start('   ').actor.getSnapshot().hasTag('visitor')).toBe(true);
  });

  it('restores a stored token and loads the profile', async () => {
    const { actor, loads, settle } = start('tok');
    expect(actor.getSnapshot().matches({ member: 'loading' })).toBe(true);
    expect(loads).toHaveLength(1);
    await settle('resolve', sara);
    expect(actor.getSnapshot().matches({ member: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ token: 'tok', profile: sara });
  });

  it('only logs a profile load failure and stays signed in', async () => {
    const { actor, settle, logFailure, clearToken } = start('tok');
    const error = new ApiError('network');
    await settle('reject', error);
    expect(actor.getSnapshot().matches({ member: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.token).toBe('tok');
    expect(logFailure).toHaveBeenCalledWith(error);
    expect(clearToken).not.toHaveBeenCalled();
  });

  it('signs in: stores the token and keeps the user the server sent', () => {
    const { actor, storeToken, loads } = start(null);
    actor.send({ type: 'session.login', token: 'new', user: sara });
    expect(actor.getSnapshot().matches({ member: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.profile).toEqual(sara);
    expect(storeToken).toHaveBeenCalledWith('new');
    expect(loads).toHaveLength(0);
  });

  it('logs out: clears the token and forgets the profile', async () => {
    const { actor, settle, clearToken } = start('tok');
    await settle('resolve', sara);
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ token: null, profile: null });
    expect(clearToken).toHaveBeenCalledTimes(1);
    // A sign-out of one's own is no news for the login screen.
    expect(actor.getSnapshot().hasTag('expired')).toBe(false);
  });

  it('ends the session when the API says the token expired', async () => {
    const { actor, settle, clearToken } = start('tok');
    await settle('resolve', sara);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(clearToken).toHaveBeenCalled();
  });

  it('remembers that the server ended the session until the login screen has said so', async () => {
    const { actor, settle } = start('tok');
    await settle('resolve', sara);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
    actor.send({ type: 'session.expiryNoticed' });
    expect(actor.getSnapshot().hasTag('expired')).toBe(false);
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
  });

  it('forgets an ended session once the student signs in again', async () => {
    const { actor, settle } = start('tok');
    await settle('resolve', sara);
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.login', token: 'new', user: sara });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(actor.getSnapshot().hasTag('expired')).toBe(false);
  });

  it('an expiry while loading the profile (a 401 at start) is told too', () => {
    const { actor } = start('stale');
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().hasTag('expired')).toBe(true);
  });

  it('reloads the profile when asked (language change)', async () => {
    const { actor, settle, loads } = start('tok');
    await settle('resolve', sara);
    actor.send({ type: 'session.reloadProfile' });
    expect(actor.getSnapshot().matches({ member: 'loading' })).toBe(true);
    expect(loads).toHaveLength(2);
    await settle('resolve', { ...sara, name: 'Sara Ahmed' });
    expect(actor.getSnapshot().context.profile?.name).toBe('Sara Ahmed');
  });

  it('follows another tab: signed out there → visitor here; signed in there → member here', async () => {
    const { actor, settle, clearToken } = start('tok');
    await settle('resolve', sara);
    actor.send({ type: 'session.tokenChanged', token: null });
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(actor.getSnapshot().hasTag('expired')).toBe(false);
    expect(clearToken).not.toHaveBeenCalled();
    actor.send({ type: 'session.tokenChanged', token: 'other' });
    expect(actor.getSnapshot().matches({ member: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.token).toBe('other');
  });

  it('ignores a visitor-only event while signed in and a reload while a visitor', () => {
    const { actor } = start(null);
    actor.send({ type: 'session.reloadProfile' });
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'session.expiryNoticed' });
    expect(actor.getSnapshot().value).toEqual({ visitor: 'signedOut' });
  });

  it('takes an updated profile', async () => {
    const { actor, settle } = start('tok');
    await settle('resolve', sara);
    actor.send({ type: 'session.profileUpdated', profile: { ...sara, image: '/x.png' } });
    expect(actor.getSnapshot().context.profile?.image).toBe('/x.png');
  });
});

describe('sessionMachine', () => {
  const failure = new ApiError('network');
  for (const token of [null, 'tok']) {
    describeModelPaths(sessionMachine, {
      name: `model-based paths from a start with ${token ? 'a token' : 'no token'}`,
      input: { token },
      events: [
        { type: 'session.login', token: 'new', user: sara },
        { type: 'session.logout' },
        { type: 'session.expired' },
        { type: 'session.expiryNoticed' },
        { type: 'session.reloadProfile' },
        { type: 'session.tokenChanged', token: null },
        { type: 'session.tokenChanged', token: 'other' },
        done('loadProfile', sara),
        failed('loadProfile', failure),
      ],
      serialize: (s) => JSON.stringify(s.value),
      start: () => {
        const sut = start(token);
        const settler = {
          resolve: (value: unknown) => sut.settle('resolve', value),
          reject: (error: unknown) => sut.settle('reject', error),
        };
        return { ...sut, settle: { loadProfile: settler } };
      },
      expectStates: [
        '{"visitor":"signedOut"}',
        '{"visitor":"expired"}',
        '{"member":"loading"}',
        '{"member":"ready"}',
        '{"member":"failed"}',
      ],
      check: (sut, _expected, steps) => {
        const seen = whatTheUserSees(token, steps);
        const s = sut.actor.getSnapshot();
        // Routes and the top bar: a visitor or a student (the profile loading, shown, or not come); the
        // login screen's notice only after the server ended the session, until it is told.
        expect({
          visitor: s.hasTag('visitor'),
          member: s.hasTag('member'),
          loading: s.hasTag('loading'),
          expired: s.hasTag('expired'),
          token: s.context.token,
          profile: s.context.profile,
        }).toEqual(seen.shown);
        // The profile asked for per sign-in from a stored or another tab's token and per reload; the stored
        // token follows this tab's sign-in and sign-out only; each failure logged.
        expect(sut.loads).toHaveLength(seen.loads);
        expect(sut.storeToken.mock.calls).toEqual(seen.stored.map((t) => [t]));
        expect(sut.clearToken).toHaveBeenCalledTimes(seen.cleared);
        expect(sut.logFailure.mock.calls).toEqual(seen.logged.map((error) => [error]));
      },
    });
  }
});

/** An independent reading of the spec over the steps: who is signed in, what shows, and what was called. */
function whatTheUserSees(initial: string | null, steps: ModelEvent[]) {
  type At = 'signedOut' | 'expired' | 'loading' | 'ready' | 'failed';
  let at: At = initial ? 'loading' : 'signedOut';
  let token = initial;
  let profile: Profile | null = null;
  let [loads, cleared] = [initial ? 1 : 0, 0];
  const stored: string[] = [];
  const logged: unknown[] = [];
  for (const e of steps) {
    const member = at === 'loading' || at === 'ready' || at === 'failed';
    if (e.type === 'session.login' && !member) {
      [at, token, profile] = ['ready', e.token as string, e.user as Profile];
      stored.push(token);
    } else if (e.type === 'session.tokenChanged') {
      // Another tab signed out, or in with another token.
      if (e.token === null && member) [at, token, profile] = ['signedOut', null, null];
      else if (e.token !== null && e.token !== token)
        [at, token, profile, loads] = ['loading', e.token as string, null, loads + 1];
    } else if ((e.type === 'session.logout' || e.type === 'session.expired') && member) {
      [at, token, profile, cleared] = [e.type === 'session.logout' ? 'signedOut' : 'expired', null, null, cleared + 1];
    } else if (e.type === 'session.expiryNoticed' && at === 'expired') at = 'signedOut';
    else if (e.type === 'session.reloadProfile' && member) [at, loads] = ['loading', loads + 1];
    else if (e.type === 'xstate.done.actor.loadProfile' && at === 'loading')
      [at, profile] = ['ready', e.output as Profile];
    else if (e.type === 'xstate.error.actor.loadProfile' && at === 'loading') {
      at = 'failed';
      logged.push(e.error);
    }
  }
  const visitor = at === 'signedOut' || at === 'expired';
  const shown = { visitor, member: !visitor, loading: at === 'loading', expired: at === 'expired', token, profile };
  return { shown, loads, stored, cleared, logged };
}
