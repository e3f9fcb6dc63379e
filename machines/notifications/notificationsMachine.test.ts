import { ApiError, type Notification } from '@dars/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { describeModelPaths, done, failed, type ModelEvent } from '../testing';
import { type Change, notificationsMachine, notificationsStatus, unreadCount } from './notificationsMachine';

const list: Notification[] = [
  { id: 1, title: 'New lesson', body: 'A new lesson was added', created_at: '2025-12-20T10:00:00Z', is_read: false },
  {
    id: 2,
    title: 'Certificate',
    body: 'Your certificate is ready',
    created_at: '2025-12-19T10:00:00Z',
    is_read: false,
  },
  { id: 3, title: 'Welcome', body: 'Welcome to Dars', created_at: '2025-12-01T10:00:00Z', is_read: true },
];

function start() {
  const loads: { resolve: (v: Notification[]) => void; reject: (e: unknown) => void }[] = [];
  const sends: { change: Change; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const logFailure = vi.fn();
  const actor = createActor(
    notificationsMachine.provide({
      actors: {
        loadNotifications: fromPromise(
          () => new Promise<Notification[]>((resolve, reject) => loads.push({ resolve, reject })),
        ),
        sendChange: fromPromise<unknown, Change>(
          ({ input }) =>
            new Promise((resolve, reject) => sends.push({ change: input, resolve: () => resolve({}), reject })),
        ),
      },
      actions: { logFailure: (_, { error }) => logFailure(error) },
    }),
  ).start();
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  const loaded = async () => {
    actor.send({ type: 'notifications.load' });
    loads.at(-1)?.resolve(structuredClone(list));
    await flush();
  };
  return { actor, loads, sends, logFailure, flush, loaded };
}

const items = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.items;

describe('notificationsMachine', () => {
  it('does nothing until a student is signed in, then loads the list', async () => {
    const sut = start();
    expect(sut.actor.getSnapshot().value).toBe('idle');
    expect(sut.loads).toHaveLength(0);
    await sut.loaded();
    expect(sut.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(unreadCount(items(sut.actor))).toBe(2);
  });

  it('logs a load failure and can load again', async () => {
    const sut = start();
    sut.actor.send({ type: 'notifications.load' });
    const error = new ApiError('network');
    sut.loads[0]?.reject(error);
    await sut.flush();
    expect(sut.actor.getSnapshot().value).toBe('failed');
    expect(sut.logFailure).toHaveBeenCalledWith(error);
    await sut.loaded();
    expect(items(sut.actor)).toHaveLength(3);
  });

  it('marks one as read once the server agrees', async () => {
    const sut = start();
    await sut.loaded();
    sut.actor.send({ type: 'notifications.read', id: 1 });
    expect(sut.sends[0]?.change).toEqual({ kind: 'read', id: 1 });
    expect(items(sut.actor).find((n) => n.id === 1)?.is_read).toBe(false);
    sut.sends[0]?.resolve();
    await sut.flush();
    expect(items(sut.actor).find((n) => n.id === 1)?.is_read).toBe(true);
    expect(unreadCount(items(sut.actor))).toBe(1);
  });

  it('keeps the list as it was when the server refuses', async () => {
    const sut = start();
    await sut.loaded();
    sut.actor.send({ type: 'notifications.delete', id: 2 });
    sut.sends[0]?.reject(new ApiError('http', { status: 500 }));
    await sut.flush();
    expect(items(sut.actor)).toHaveLength(3);
    expect(sut.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(sut.logFailure).toHaveBeenCalled();
  });

  it('reads all and deletes', async () => {
    const sut = start();
    await sut.loaded();
    sut.actor.send({ type: 'notifications.readAll' });
    sut.sends[0]?.resolve();
    await sut.flush();
    expect(unreadCount(items(sut.actor))).toBe(0);
    sut.actor.send({ type: 'notifications.delete', id: 3 });
    sut.sends[1]?.resolve();
    await sut.flush();
    expect(items(sut.actor).map((n) => n.id)).toEqual([1, 2]);
  });

  it('sends nothing for a no-op: reading a read one, read-all with none unread, deleting an unknown id', async () => {
    const sut = start();
    await sut.loaded();
    sut.actor.send({ type: 'notifications.read', id: 3 });
    sut.actor.send({ type: 'notifications.delete', id: 99 });
    expect(sut.sends).toHaveLength(0);
    sut.actor.send({ type: 'notifications.readAll' });
    sut.sends[0]?.resolve();
    await sut.flush();
    sut.actor.send({ type: 'notifications.readAll' });
    expect(sut.sends).toHaveLength(1);
  });

  it('takes one change at a time', async () => {
    const sut = start();
    await sut.loaded();
    sut.actor.send({ type: 'notifications.read', id: 1 });
    sut.actor.send({ type: 'notifications.read', id: 2 });
    expect(sut.sends).toHaveLength(1);
  });

  it('forgets everything on sign-out', async () => {
    const sut = start();
    await sut.loaded();
    sut.actor.send({ type: 'notifications.clear' });
    expect(sut.actor.getSnapshot().value).toBe('idle');
    expect(items(sut.actor)).toEqual([]);
  });
});

describe('notificationsMachine', () => {
  const failure = new ApiError('network');
  describeModelPaths(notificationsMachine, {
    events: [
      { type: 'notifications.load' },
      { type: 'notifications.clear' },
      { type: 'notifications.read', id: 1 },
      { type: 'notifications.readAll' },
      { type: 'notifications.delete', id: 2 },
      done('loadNotifications', list),
      failed('loadNotifications', failure),
      done('sendChange', {}),
    ],
    serialize: (s) =>
      `${JSON.stringify(s.value)}|${s.context.items.map((n: Notification) => `${n.id}${n.is_read ? 'r' : 'u'}`).join(',')}`,
    start: () => {
      const sut = start();
      const settle = {
        loadNotifications: {
          resolve: async () => {
            sut.loads.at(-1)?.resolve(structuredClone(list));
            await sut.flush();
          },
          reject: async (error: unknown) => {
            sut.loads.at(-1)?.reject(error);
            await sut.flush();
          },
        },
        sendChange: {
          resolve: async () => {
            sut.sends.at(-1)?.resolve();
            await sut.flush();
          },
          reject: async (error: unknown) => {
            sut.sends.at(-1)?.reject(error);
            await sut.flush();
          },
        },
      };
      return { ...sut, settle };
    },
    expectStates: ['"idle"', '"loading"', '"failed"', '{"ready":"idle"}', '{"ready":"sending"}'],
    check: (sut, _expected, steps) => {
      const seen = whatTheUserSees(steps);
      const s = sut.actor.getSnapshot();
      // The bell: nothing before sign-in or after sign-out, a spinner, a retry, or the list with its unread
      // count; busy while a change is on its way, the list waiting for the server.
      const status = notificationsStatus(s);
      expect({
        status,
        busy: s.hasTag('busy'),
        items: status === 'ready' ? s.context.items : null,
        unread: status === 'ready' ? unreadCount(s.context.items) : null,
      }).toEqual({
        status: seen.status,
        busy: seen.sending,
        items: seen.status === 'ready' ? seen.items : null,
        unread: seen.status === 'ready' ? seen.items.filter((n) => !n.is_read).length : null,
      });
      // One GET per load asked for; each change sent once, as asked; each failure logged.
      expect(sut.loads).toHaveLength(seen.loads);
      expect(sut.sends.map((c) => c.change)).toEqual(seen.changes);
      expect(sut.logFailure.mock.calls).toEqual(seen.logged.map((error) => [error]));
    },
  });
});

/** An independent reading of the spec over the steps: what the bell shows, and what was called. */
function whatTheUserSees(steps: ModelEvent[]) {
  let status: 'off' | 'loading' | 'ready' | 'failed' = 'off';
  let items: Notification[] = [];
  let pending: Change | null = null;
  let loads = 0;
  const changes: Change[] = [];
  const logged: unknown[] = [];
  const ask = (change: Change | null) => {
    if (!change || status !== 'ready' || pending) return;
    pending = change;
    changes.push(change);
  };
  for (const e of steps) {
    const id = e.id as number;
    if (e.type === 'notifications.load') [status, pending, loads] = ['loading', null, loads + 1];
    else if (e.type === 'notifications.clear') [status, items, pending] = ['off', [], null];
    else if (e.type === 'xstate.done.actor.loadNotifications' && status === 'loading')
      [status, items] = ['ready', structuredClone(list)];
    else if (e.type === 'xstate.error.actor.loadNotifications' && status === 'loading') {
      status = 'failed';
      logged.push(e.error);
    } else if (e.type === 'notifications.read')
      ask(items.some((n) => n.id === id && !n.is_read) ? { kind: 'read', id } : null);
    else if (e.type === 'notifications.readAll') ask(items.some((n) => !n.is_read) ? { kind: 'readAll' } : null);
    else if (e.type === 'notifications.delete') ask(items.some((n) => n.id === id) ? { kind: 'delete', id } : null);
    else if (e.type === 'xstate.done.actor.sendChange') {
      // `ask` sets it: a closure's assignment TypeScript does not follow.
      const sent = pending as Change | null;
      if (!sent) continue;
      items =
        sent.kind === 'delete'
          ? items.filter((n) => n.id !== sent.id)
          : items.map((n) => (sent.kind === 'readAll' || n.id === sent.id ? { ...n, is_read: true } : n));
      pending = null;
    }
  }
  return { status, sending: pending !== null, items, loads, changes, logged };
}
