import { type LoginResult, login } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import type { RefuseOf } from '../forms';
import {
  type FormChangeEvent,
  type FormContext,
  type FormLanguageEvent,
  type FormTag,
  form,
  toFailure,
} from '../forms';

export type LoginField = 'email' | 'password';

export interface LoginContext extends FormContext<LoginField, 'emailPasswordRequired'> {
  /** Tied to no behaviour (spec section 2). */
  remember: boolean;
}

export type LoginEvent =
  | FormChangeEvent<LoginField>
  | FormLanguageEvent
  | { type: 'form.remember'; value: boolean }
  | { type: 'form.submit' }
  | { type: 'dialog.confirm' };

/** The spec's login timings: the success toast shows 1.5 s before leaving. */
export const LOGIN_DELAYS = { successToast: 1500 } as const;

/**
 * Login (spec sections 4, 5, 8): editing → submitting (`busy`) → success (`success`: token stored,
 * user set, toast 1.5 s, then away) or an error dialog (`dialog`: server refused) or an inline server
 * error (no answer). Blank fields after trimming: 'emailPasswordRequired' and nothing is sent.
 * Nothing typed is lost.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { email?: string } | undefined,
    tags: {} as FormTag,
  },
  actors: {
    login: fromPromise<LoginResult, { email: string; password: string }>(({ input }) => login(input)),
  },
  actions: {
    changeField: assign((args) => form.changeField(args)),
    refuse: assign((args, params: RefuseOf<LoginContext>) => form.refuse(args, params)),
    beginSubmit: assign((args) => form.beginSubmit(args)),
    forgetServerWords: assign((args) => form.forgetServerWords(args)),
    /** The app stores the token and sets the user (session.login). */
    signedIn: (_, _params: LoginResult) => {},
    /** The app navigates to /home, or the page that sent the user to login. */
    leave: () => {},
  },
  guards: form.guards<LoginField>(),
  delays: LOGIN_DELAYS,
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    ...form.context({ email: input?.email ?? '', password: '' }),
    remember: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...form.events([{ missing: ['email', 'password'], validation: 'emailPasswordRequired' }], 'submitting'),
        'form.remember': { actions: assign({ remember: ({ event }) => event.value }) },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password }),
        onDone: { target: 'success', actions: { type: 'signedIn', params: ({ event }) => event.output } },
        onError: [
          {
            guard: ({ event }) => toFailure(event.error).kind === 'server',
            target: 'errorDialog',
            actions: assign({ failure: form.failureOf }),
          },
          { target: 'editing', actions: assign({ failure: form.failureOf }) },
        ],
      },
    },
    errorDialog: {
      tags: 'dialog',
      on: { 'dialog.confirm': { target: 'editing', actions: assign({ failure: null }) } },
    },
    success: {
      tags: 'success',
      after: { successToast: 'done' },
    },
    done: { type: 'final', tags: 'success', entry: 'leave' },
  },
});
