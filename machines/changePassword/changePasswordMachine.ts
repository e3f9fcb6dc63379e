import { type ActionResult, changePassword } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import { isBlank, type SubmitFailure, toFailure } from '../forms';

export type PasswordField = 'old_password' | 'new_password' | 'confirm_password';

export interface ChangePasswordContext {
  values: Record<PasswordField, string>;
  validation: 'AllRequiredFieldsMustBeFilled' | 'PasswordsDoNotMatch' | null;
  failure: SubmitFailure | null;
  message: string | null;
}

export type ChangePasswordEvent =
  | { type: 'form.change'; field: PasswordField; value: string }
  | { type: 'form.submit' }
  | { type: 'popup.close' };

export const CHANGE_PASSWORD_DELAYS = { popup: 2000 } as const;

const empty = { old_password: '', new_password: '', confirm_password: '' };

/**
 * Change password (spec sections 4, 5, 8): current, new and confirmation; new and confirmation must
 * match; success popup 'password changed successfully' and the fields are cleared; failure popup with
 * the server's message or a generic text. Popups close after 2 s or when dismissed.
 */
export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: {
    change: fromPromise<ActionResult, Record<PasswordField, string>>(({ input }) => changePassword(input)),
  },
  guards: {
    filled: ({ context }) => Object.values(context.values).every((v) => !isBlank(v)),
    matching: ({ context }) => context.values.new_password === context.values.confirm_password,
  },
  delays: CHANGE_PASSWORD_DELAYS,
}).createMachine({
  id: 'changePassword',
  context: { values: empty, validation: null, failure: null, message: null },
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
        src: 'change',
        input: ({ context }) => context.values,
        onDone: {
          target: 'changed',
          actions: assign({ values: empty, message: ({ event }) => event.output.message || null }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    changed: { after: { popup: 'editing' }, on: { 'popup.close': 'editing' } },
    failed: { after: { popup: 'editing' }, on: { 'popup.close': 'editing' } },
  },
});
