import { type ActionResult, type RegistrationPayload, register } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import {
  type FormChangeEvent,
  type FormContext,
  type FormLanguageEvent,
  type FormTag,
  form,
  latinDigits,
  type RefuseOf,
} from '../forms';

export type RegisterField = 'name' | 'email' | 'phone' | 'password' | 'confirm_password';

export interface RegisterContext
  extends FormContext<RegisterField, 'AllRequiredFieldsMustBeFilled' | 'invalidPhone' | 'PasswordsDoNotMatch'> {
  /** The two-letter key of the country the user picked; null until they pick one. */
  countryKey: string | null;
}

export type RegisterEvent =
  | FormChangeEvent<RegisterField>
  | FormLanguageEvent
  | { type: 'form.country'; key: string }
  | { type: 'form.submit' };

/** Until a country is picked the payload carries '+20'; after, the country's two-letter key (spec section 3). */
export const DEFAULT_PHONE_KEY = '+20';

export const REGISTER_DELAYS = { successToast: 2000 } as const;

export function registrationPayload(context: RegisterContext): RegistrationPayload {
  const v = context.values;
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    password: v.password,
    confirm_password: v.confirm_password,
    phone_key: context.countryKey ?? DEFAULT_PHONE_KEY,
    phone: latinDigits(v.phone),
  };
}

/**
 * Register (spec sections 4, 5, 8): name, email and phone required ('AllRequiredFieldsMustBeFilled'), the
 * phone a phone number ('invalidPhone': digits, 6 to 15, sent with Latin digits), password must equal its
 * confirmation ('PasswordsDoNotMatch'); nothing else is checked here.
 * Success: the email is stored (key `email`), a confirmation shows 2 s, then /confirm-code.
 * Failure: the server's per-field errors under the fields and its message in a banner.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    tags: {} as FormTag,
  },
  actors: {
    register: fromPromise<ActionResult, RegistrationPayload>(({ input }) => register(input)),
  },
  actions: {
    changeField: assign((args) => form.changeField(args)),
    refuse: assign((args, params: RefuseOf<RegisterContext>) => form.refuse(args, params)),
    beginSubmit: assign((args) => form.beginSubmit(args)),
    forgetServerWords: assign((args) => form.forgetServerWords(args)),
    /** The app stores the email for the confirm-code step. */
    storeEmail: (_, _params: { email: string }) => {},
    /** The app goes to /confirm-code. */
    leave: () => {},
  },
  guards: form.guards<RegisterField>(),
  delays: REGISTER_DELAYS,
}).createMachine({
  id: 'register',
  context: {
    ...form.context({ name: '', email: '', phone: '', password: '', confirm_password: '' }),
    countryKey: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        // A field's server error goes once the user edits that field.
        ...form.events(
          [
            { missing: ['name', 'email', 'phone'], validation: 'AllRequiredFieldsMustBeFilled' },
            { phone: 'phone', validation: 'invalidPhone' },
            { mismatched: ['password', 'confirm_password'], validation: 'PasswordsDoNotMatch' },
          ],
          'submitting',
        ),
        'form.country': { actions: assign({ countryKey: ({ event }) => event.key }) },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => registrationPayload(context),
        onDone: {
          target: 'success',
          actions: { type: 'storeEmail', params: ({ context }) => ({ email: context.values.email.trim() }) },
        },
        onError: { target: 'editing', actions: assign({ failure: form.failureOf }) },
      },
    },
    success: { tags: 'success', after: { successToast: 'done' } },
    done: { type: 'final', tags: 'success', entry: 'leave' },
  },
});
