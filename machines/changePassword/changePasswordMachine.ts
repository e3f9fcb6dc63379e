import { type ActionResult, changePassword } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import type { RefuseOf } from '../forms';
import { type FormChangeEvent, type FormContext, type FormLanguageEvent, type FormTag, form } from '../forms';

export type PasswordField = 'old_password' | 'new_password' | 'confirm_password';

export interface ChangePasswordContext
  extends FormContext<PasswordField, 'AllRequiredFieldsMustBeFilled' | 'PasswordsDoNotMatch'> {
  message: string | null;
}

export type ChangePasswordEvent =
  | FormChangeEvent<PasswordField>
  | FormLanguageEvent
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
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent, tags: {} as FormTag },
  actors: {
    change: fromPromise<ActionResult, Record<PasswordField, string>>(({ input }) => changePassword(input)),
  },
  actions: {
    changeField: assign((args) => form.changeField(args)),
    refuse: assign((args, params: RefuseOf<ChangePasswordContext>) => form.refuse(args, params)),
    beginSubmit: assign((args) => form.beginSubmit(args)),
    forgetServerWords: assign((args) => form.forgetServerWords(args)),
  },
  guards: form.guards<PasswordField>(),
  delays: CHANGE_PASSWORD_DELAYS,
}).createMachine({
  id: 'changePassword',
  context: { ...form.context(empty), message: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...form.events(
          [
            {
              missing: ['old_password', 'new_password', 'confirm_password'],
              validation: 'AllRequiredFieldsMustBeFilled',
            },
            { mismatched: ['new_password', 'confirm_password'], validation: 'PasswordsDoNotMatch' },
          ],
          'submitting',
        ),
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context }) => context.values,
        onDone: {
          target: 'changed',
          actions: assign({ values: empty, message: ({ event }) => event.output.message || null }),
        },
        onError: { target: 'failed', actions: assign({ failure: form.failureOf }) },
      },
    },
    changed: { tags: 'success', after: { popup: 'editing' }, on: { 'popup.close': 'editing' } },
    failed: { tags: 'dialog', after: { popup: 'editing' }, on: { 'popup.close': 'editing' } },
  },
});
