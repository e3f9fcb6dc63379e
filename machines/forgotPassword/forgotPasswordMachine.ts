import { type ActionResult, sendCode } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import { isBlank, type SubmitFailure, toFailure } from '../forms';

export interface ForgotPasswordContext {
  email: string;
  validation: 'enterEmail' | null;
  failure: SubmitFailure | null;
  message: string | null;
}

export type ForgotPasswordEvent = { type: 'form.change'; value: string } | { type: 'form.submit' };

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
  },
  actors: {
    sendCode: fromPromise<ActionResult, string>(({ input }) => sendCode(input)),
  },
  actions: {
    storeEmail: (_, _params: { email: string }) => {},
    leave: () => {},
  },
  guards: { filled: ({ context }) => !isBlank(context.email) },
  delays: FORGOT_PASSWORD_DELAYS,
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ email: input?.email ?? '', validation: null, failure: null, message: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': { actions: assign({ email: ({ event }) => event.value, validation: null }) },
        'form.submit': [
          { guard: 'filled', target: 'sending', actions: assign({ failure: null }) },
          { actions: assign({ validation: 'enterEmail' }) },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => context.email.trim(),
        onDone: {
          target: 'sent',
          actions: [
            assign({ message: ({ event }) => event.output.message || null }),
            { type: 'storeEmail', params: ({ context }) => ({ email: context.email.trim() }) },
          ],
        },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    sent: { after: { redirect: 'done' } },
    done: { type: 'final', entry: 'leave' },
  },
});
