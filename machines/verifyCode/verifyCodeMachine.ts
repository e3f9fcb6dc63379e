import { type ActionResult, sendCode, verifyCode } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import {
  type FormLanguageEvent,
  failureOf,
  inServerWords,
  type MachineTag,
  type SubmitFailure,
  toFailure,
} from '../forms';

export const CODE_LENGTH = 6;

export interface VerifyCodeContext {
  /** The email stored by register or forgot-password (local storage key `email`). */
  email: string | null;
  code: string;
  failure: SubmitFailure | null;
  /** The outcome of the last resend: the server's message, or a failure. */
  resend: { ok: boolean; message: string | null } | null;
}

export type VerifyCodeEvent =
  | { type: 'code.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'code.resend' }
  | FormLanguageEvent;

export const VERIFY_CODE_DELAYS = { successNotice: 2000 } as const;

/**
 * Confirm code (spec sections 2, 4, 5, 8): six digits joined and posted with the stored email;
 * success → after a 2 s notice, onward (/login, or the reset screen in the forgot-password flow);
 * the server's message inline on failure; a network error shows the unexpected-error text.
 * The code can be sent again. When the language changes, the server's words on screen (a refusal's
 * message, the resend answer) give way to the translated texts.
 */
export const verifyCodeMachine = setup({
  types: {
    context: {} as VerifyCodeContext,
    events: {} as VerifyCodeEvent,
    input: {} as { email: string | null },
    tags: {} as Extract<MachineTag, 'busy' | 'resending' | 'success'>,
  },
  actors: {
    verify: fromPromise<ActionResult, { email: string; code: string }>(({ input }) =>
      verifyCode(input.email, input.code),
    ),
    resend: fromPromise<ActionResult, string>(({ input }) => sendCode(input)),
  },
  actions: { leave: () => {} },
  guards: {
    complete: ({ context }) => context.email !== null && new RegExp(`^\\d{${CODE_LENGTH}}$`).test(context.code),
    hasEmail: ({ context }) => context.email !== null,
  },
  delays: VERIFY_CODE_DELAYS,
}).createMachine({
  id: 'verifyCode',
  context: ({ input }) => ({ email: input.email?.trim() || null, code: '', failure: null, resend: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'code.change': {
          actions: assign({ code: ({ event }) => event.value.replace(/\D/g, '').slice(0, CODE_LENGTH), failure: null }),
        },
        'form.submit': { guard: 'complete', target: 'verifying' },
        'code.resend': { guard: 'hasEmail', target: 'resending' },
        'form.languageChanged': {
          actions: assign({
            failure: ({ context }) => (inServerWords(context.failure) ? null : context.failure),
            resend: ({ context }) => (context.resend ? { ...context.resend, message: null } : null),
          }),
        },
      },
    },
    verifying: {
      tags: 'busy',
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({ email: context.email ?? '', code: context.code }),
        onDone: 'verified',
        onError: { target: 'editing', actions: assign({ failure: failureOf }) },
      },
    },
    resending: {
      tags: 'resending',
      entry: assign({ resend: null, failure: null }),
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => context.email ?? '',
        onDone: {
          target: 'editing',
          actions: assign({ resend: ({ event }) => ({ ok: true, message: event.output.message || null }) }),
        },
        onError: {
          target: 'editing',
          actions: assign({ resend: ({ event }) => ({ ok: false, message: toFailure(event.error).message }) }),
        },
      },
    },
    verified: { tags: 'success', after: { successNotice: 'done' } },
    done: { type: 'final', tags: 'success', entry: 'leave' },
  },
});
