import { type ActionResult, sendCode } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import type { RefuseOf } from '../forms';
import { type FormChangeEvent, type FormContext, type FormLanguageEvent, type FormTag, form } from '../forms';

export interface ForgotPasswordContext extends FormContext<'email', 'enterEmail'> {
  message: string | null;
}

export type ForgotPasswordEvent = FormChangeEvent<'email'> | FormLanguageEvent | { type: 'form.submit' };

/** After the code is sent, the screen moves on after 2 s (spec section 2). */
export const FORGOT_PASSWORD_DELAYS = { redirect: 2000 } as const;

/**
 * Forgot password (spec sections 2, 4, 5, 8): the email is required ('enterEmail'); the code is sent,
 * the email stored for the confirm-code step, and after 2 s the user goes on to /confirm-code.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as { email?: string | null } | undefined,
    tags: {} as FormTag,
  },
  actors: {
    sendCode: fromPromise<ActionResult, string>(({ input }) => sendCode(input)),
  },
  actions: {
    changeField: assign((args) => form.changeField(args)),
    refuse: assign((args, params: RefuseOf<ForgotPasswordContext>) => form.refuse(args, params)),
    beginSubmit: assign((args) => form.beginSubmit(args)),
    forgetServerWords: assign((args) => form.forgetServerWords(args)),
    storeEmail: (_, _params: { email: string }) => {},
    leave: () => {},
  },
  guards: form.guards<'email'>(),
  delays: FORGOT_PASSWORD_DELAYS,
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ ...form.context({ email: input?.email ?? '' }), message: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...form.events([{ missing: ['email'], validation: 'enterEmail' }], 'sending'),
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => context.values.email.trim(),
        onDone: {
          target: 'sent',
          actions: [
            assign({ message: ({ event }) => event.output.message || null }),
            { type: 'storeEmail', params: ({ context }) => ({ email: context.values.email.trim() }) },
          ],
        },
        onError: { target: 'editing', actions: assign({ failure: form.failureOf }) },
      },
    },
    sent: { tags: 'success', after: { redirect: 'done' } },
    done: { type: 'final', tags: 'success', entry: 'leave' },
  },
});
