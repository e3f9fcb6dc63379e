import { type ActionResult, resetPassword } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import type { RefuseOf } from '../forms';
import { type FormChangeEvent, type FormContext, type FormLanguageEvent, type FormTag, form } from '../forms';

export type ResetField = 'email' | 'password' | 'password_confirmation';

export interface ResetPasswordContext
  extends FormContext<ResetField, 'AllRequiredFieldsMustBeFilled' | 'PasswordsDoNotMatch'> {
  message: string | null;
}

export type ResetPasswordEvent = FormChangeEvent<ResetField> | FormLanguageEvent | { type: 'form.submit' };

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
    tags: {} as FormTag,
  },
  actors: {
    reset: fromPromise<ActionResult, Record<ResetField, string>>(({ input }) => resetPassword(input)),
  },
  actions: {
    changeField: assign((args) => form.changeField(args)),
    refuse: assign((args, params: RefuseOf<ResetPasswordContext>) => form.refuse(args, params)),
    beginSubmit: assign((args) => form.beginSubmit(args)),
    forgetServerWords: assign((args) => form.forgetServerWords(args)),
    leave: () => {},
  },
  guards: form.guards<ResetField>(),
  delays: RESET_PASSWORD_DELAYS,
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    ...form.context({ email: input?.email ?? '', password: '', password_confirmation: '' }),
    message: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...form.events(
          [
            { missing: ['email', 'password', 'password_confirmation'], validation: 'AllRequiredFieldsMustBeFilled' },
            { mismatched: ['password', 'password_confirmation'], validation: 'PasswordsDoNotMatch' },
          ],
          'submitting',
        ),
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'reset',
        src: 'reset',
        input: ({ context }) => ({ ...context.values, email: context.values.email.trim() }),
        onDone: { target: 'success', actions: assign({ message: ({ event }) => event.output.message || null }) },
        onError: { target: 'editing', actions: assign({ failure: form.failureOf }) },
      },
    },
    success: { tags: 'success', after: { redirect: 'done' } },
    done: { type: 'final', tags: 'success', entry: 'leave' },
  },
});
