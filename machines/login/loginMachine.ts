import { type LoginResult, login } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import { isBlank, type SubmitFailure, toFailure } from '../forms';

export interface LoginContext {
  email: string;
  password: string;
  /** Tied to no behaviour (spec section 2). */
  remember: boolean;
  /** 'emailPasswordRequired' when a field is blank after trimming. */
  validation: 'emailPasswordRequired' | null;
  failure: SubmitFailure | null;
}

export type LoginEvent =
  | { type: 'form.change'; field: 'email' | 'password'; value: string }
  | { type: 'form.remember'; value: boolean }
  | { type: 'form.submit' }
  | { type: 'dialog.confirm' };

/** The spec's login timings: the success toast shows 1.5 s before leaving. */
export const LOGIN_DELAYS = { successToast: 1500 } as const;

/**
 * Login (spec sections 4, 5, 8): idle → submitting → success (token stored, user set, toast 1.5 s,
 * then away) or an error dialog (server refused) or an inline server error (no answer).
 * Blank fields after trimming: 'emailPasswordRequired' and nothing is sent. Nothing typed is lost.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { email?: string } | undefined,
  },
  actors: {
    login: fromPromise<LoginResult, { email: string; password: string }>(({ input }) => login(input)),
  },
  actions: {
    /** The app stores the token and sets the user (session.login). */
    signedIn: (_, _params: LoginResult) => {},
    /** The app navigates to /home, or the page that sent the user to login. */
    leave: () => {},
  },
  guards: {
    filled: ({ context }) => !isBlank(context.email) && !isBlank(context.password),
  },
  delays: LOGIN_DELAYS,
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    email: input?.email ?? '',
    password: '',
    remember: false,
    validation: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': {
          actions: assign(({ event }) => ({ [event.field]: event.value, validation: null })),
        },
        'form.remember': { actions: assign({ remember: ({ event }) => event.value }) },
        'form.submit': [
          { guard: 'filled', target: 'submitting', actions: assign({ failure: null, validation: null }) },
          { actions: assign({ validation: 'emailPasswordRequired' }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'login',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: { target: 'success', actions: { type: 'signedIn', params: ({ event }) => event.output } },
        onError: [
          {
            guard: ({ event }) => toFailure(event.error).kind === 'server',
            target: 'errorDialog',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          },
          { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
        ],
      },
    },
    errorDialog: {
      on: { 'dialog.confirm': { target: 'editing', actions: assign({ failure: null }) } },
    },
    success: {
      after: { successToast: 'done' },
    },
    done: { type: 'final', entry: 'leave' },
  },
});
