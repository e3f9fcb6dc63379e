import {
  deleteNotification,
  getNotifications,
  type Notification,
  readAllNotifications,
  readNotification,
} from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureLog } from '../failureLog';
import type { MachineTag } from '../forms';

export interface NotificationsContext {
  items: Notification[];
  error: unknown;
  /** The change being sent; applied locally once the server agrees. */
  pending: Change | null;
}

export type NotificationsEvent =
  /** A student is signed in: fetch the list. */
  | { type: 'notifications.load' }
  /** Signed out: forget everything. */
  | { type: 'notifications.clear' }
  | { type: 'notifications.read'; id: number }
  | { type: 'notifications.readAll' }
  | { type: 'notifications.delete'; id: number };

export type Change = { kind: 'read'; id: number } | { kind: 'readAll' } | { kind: 'delete'; id: number };

export const unreadCount = (items: readonly Notification[]) => items.filter((n) => !n.is_read).length;

function applyChange(items: Notification[], change: Change): Notification[] {
  switch (change.kind) {
    case 'read':
      return items.map((n) => (n.id === change.id ? { ...n, is_read: true } : n));
    case 'readAll':
      return items.map((n) => ({ ...n, is_read: true }));
    case 'delete':
      return items.filter((n) => n.id !== change.id);
  }
}

/**
 * The top bar's notifications (spec section 4): unread → read (one or all), or deleted,
 * updated locally once the server agrees. While a change is being sent, further changes wait.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    tags: {} as Extract<MachineTag, 'loading' | 'loaded' | 'failed' | 'busy'>,
  },
  actors: {
    loadNotifications: fromPromise<Notification[]>(({ signal }) => getNotifications({ signal })),
    sendChange: fromPromise<unknown, Change>(({ input }) => {
      if (input.kind === 'read') return readNotification(input.id);
      if (input.kind === 'delete') return deleteNotification(input.id);
      return readAllNotifications();
    }),
  },
  actions: {
    logFailure: failureLog('notifications'),
  },
  guards: {
    hasUnread: ({ context }) => unreadCount(context.items) > 0,
    isUnread: ({ context, event }) =>
      event.type === 'notifications.read' && context.items.some((n) => n.id === event.id && !n.is_read),
    exists: ({ context, event }) =>
      event.type === 'notifications.delete' && context.items.some((n) => n.id === event.id),
  },
}).createMachine({
  id: 'notifications',
  context: { items: [], error: null, pending: null },
  initial: 'idle',
  on: {
    'notifications.load': '.loading',
    'notifications.clear': { target: '.idle', actions: assign({ items: [], error: null, pending: null }) },
  },
  states: {
    idle: {},
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => event.error }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: { tags: 'failed' },
    ready: {
      tags: 'loaded',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'notifications.read': {
              guard: 'isUnread',
              target: 'sending',
              actions: assign({ pending: ({ event }) => ({ kind: 'read', id: event.id }) as Change }),
            },
            'notifications.readAll': {
              guard: 'hasUnread',
              target: 'sending',
              actions: assign({ pending: { kind: 'readAll' } as Change }),
            },
            'notifications.delete': {
              guard: 'exists',
              target: 'sending',
              actions: assign({ pending: ({ event }) => ({ kind: 'delete', id: event.id }) as Change }),
            },
          },
        },
        sending: {
          tags: 'busy',
          invoke: {
            id: 'sendChange',
            src: 'sendChange',
            input: ({ context }) => context.pending ?? { kind: 'readAll' },
            onDone: {
              target: 'idle',
              actions: assign({
                items: ({ context }) => (context.pending ? applyChange(context.items, context.pending) : context.items),
                pending: null,
              }),
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ pending: null }),
                { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
  },
});

/** What the bell shows: nothing before a student signs in, then loading, the list, or a retry. */
export function notificationsStatus(
  snapshot: SnapshotFrom<typeof notificationsMachine>,
): 'off' | 'loading' | 'ready' | 'failed' {
  if (snapshot.hasTag('loaded')) return 'ready';
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('loading')) return 'loading';
  return 'off';
}
