import { type ActionResult, resetPassword } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import { isBlank, type SubmitFailure, toFailure } from '../forms';

export type ResetField = 'email' | 'password' | 'password_confirmation';

export interface ResetPasswordContext {
  values: Record<ResetField, string>;
  validation: 'AllRequiredFieldsMustBeFilled' | 'PasswordsDoNotMatch' | null;
  failure: SubmitFailure | null;
  message: string | null;
}

export type ResetPasswordEvent = { type: 'form.change'; field: ResetField; value: string } | { type: 'form.submit' };

/** Success leads to /login after 4 seconds (spec section 2). */
export const RESET_PASSWORD_DELAYS = { redirect: 4000 } as const;

/**
 * Reset password (spec sections 2, 5, 8): email, password and confirmation all required,
 * password and confirmation must match; the server's message or the server-error text on failure.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { email?: string | null } | undefined,
  },
  actors: {
    reset: fromPromise<ActionResult, Record<ResetField, string>>(({ input }) => resetPassword(input)),
  },
  actions: { leave: () => {} },
  guards: {
    filled: ({ context }) => Object.values(context.values).every((v) => !isBlank(v)),
    matching: ({ context }) => context.values.password === context.values.password_confirmation,
  },
  delays: RESET_PASSWORD_DELAYS,
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    values: { email: input?.email ?? '', password: '', password_confirmation: '' },
    validation: null,
    failure: null,
    message: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            validation: null,
          })),
        },
        'form.submit': [
          { guard: { type: 'filled' }, target: 'checking' },
          { actions: assign({ validation: 'AllRequiredFieldsMustBeFilled' }) },
        ],
      },
    },
    checking: {
      always: [
        { guard: 'matching', target: 'submitting', actions: assign({ validation: null, failure: null }) },
        { target: 'editing', actions: assign({ validation: 'PasswordsDoNotMatch' }) },
      ],
    },
    submitting: {
      invoke: {
        src: 'reset',
        input: ({ context }) => ({ ...context.values, email: context.values.email.trim() }),
        onDone: { target: 'success', actions: assign({ message: ({ event }) => event.output.message || null }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    success: { after: { redirect: 'done' } },
    done: { type: 'final', entry: 'leave' },
  },
});
