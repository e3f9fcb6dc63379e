import { getProfile, type Profile } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import { failureLog } from '../failureLog';
import type { MachineTag } from '../forms';

export interface SessionContext {
  token: string | null;
  profile: Profile | null;
}

export type SessionEvent =
  /** Login succeeded: the token and the user the server sent. */
  | { type: 'session.login'; token: string; user: Profile }
  | { type: 'session.logout' }
  /** The API answered 401 to a call that carried the token. */
  | { type: 'session.expired' }
  /** The login screen has told the user that the server ended the session. */
  | { type: 'session.expiryNoticed' }
  /** The language changed: the profile is fetched again in it (spec section 1). */
  | { type: 'session.reloadProfile' }
  /** Another tab changed the stored token (storage event). */
  | { type: 'session.tokenChanged'; token: string | null }
  /** The profile changed on the server (after an update). */
  | { type: 'session.profileUpdated'; profile: Profile };

/**
 * The session (spec section 4): a token found at start is restored and the profile loaded;
 * logout removes it. Storing and clearing the token are actions the app provides.
 * A profile load failure is only logged (spec section 8); the student stays signed in.
 * A session the server ended (a 401 on a call with the token) leaves the visitor tagged `expired`
 * until the login screen has said so (`session.expiryNoticed`) or the user signs in again; an
 * ordinary sign-out, here or in another tab, does not.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { token: string | null },
    tags: {} as Extract<MachineTag, 'visitor' | 'member' | 'loading' | 'expired'>,
  },
  actors: {
    loadProfile: fromPromise<Profile>(({ signal }) => getProfile({ signal })),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    logFailure: failureLog('profile'),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    otherTabSignedOut: ({ event }) => event.type === 'session.tokenChanged' && event.token === null,
    otherTabSignedIn: ({ context, event }) =>
      event.type === 'session.tokenChanged' && event.token !== null && event.token !== context.token,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token?.trim() ? input.token : null, profile: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'member' }, { target: 'visitor' }],
    },
    visitor: {
      tags: 'visitor',
      initial: 'signedOut',
      states: {
        signedOut: {},
        /** The server ended the session: the login screen tells the user once. */
        expired: { tags: 'expired', on: { 'session.expiryNoticed': 'signedOut' } },
      },
      on: {
        'session.login': {
          target: 'member.ready',
          actions: [
            assign({ token: ({ event }) => event.token, profile: ({ event }) => event.user }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        'session.tokenChanged': {
          guard: 'otherTabSignedIn',
          target: 'member',
          actions: assign({ token: ({ event }) => event.token, profile: null }),
        },
      },
    },
    member: {
      tags: 'member',
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            onDone: { target: 'ready', actions: assign({ profile: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {},
        failed: {},
      },
      on: {
        'session.reloadProfile': '.loading',
        'session.profileUpdated': { actions: assign({ profile: ({ event }) => event.profile }) },
        'session.logout': { target: 'visitor', actions: ['clearToken', assign({ token: null, profile: null })] },
        'session.expired': {
          target: 'visitor.expired',
          actions: ['clearToken', assign({ token: null, profile: null })],
        },
        'session.tokenChanged': [
          { guard: 'otherTabSignedOut', target: 'visitor', actions: assign({ token: null, profile: null }) },
          {
            guard: 'otherTabSignedIn',
            target: '.loading',
            actions: assign({ token: ({ event }) => event.token, profile: null }),
          },
        ],
      },
    },
  },
});
