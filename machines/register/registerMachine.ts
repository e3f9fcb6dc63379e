import { type ActionResult, type RegistrationPayload, register } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import { isBlank, type SubmitFailure, toFailure } from '../forms';

export type RegisterField = 'name' | 'email' | 'phone' | 'password' | 'confirm_password';

export interface RegisterContext {
  values: Record<RegisterField, string>;
  /** The two-letter key of the country the user picked; null until they pick one. */
  countryKey: string | null;
  validation: 'AllRequiredFieldsMustBeFilled' | 'PasswordsDoNotMatch' | null;
  failure: SubmitFailure | null;
}

export type RegisterEvent =
  | { type: 'form.change'; field: RegisterField; value: string }
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
    phone: v.phone.trim(),
  };
}

/**
 * Register (spec sections 4, 5, 8): name, email and phone required ('AllRequiredFieldsMustBeFilled'),
 * password must equal its confirmation ('PasswordsDoNotMatch'); nothing else is checked here.
 * Success: the email is stored (key `email`), a confirmation shows 2 s, then /confirm-code.
 * Failure: the server's per-field errors under the fields and its message in a banner.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    register: fromPromise<ActionResult, RegistrationPayload>(({ input }) => register(input)),
  },
  actions: {
    /** The app stores the email for the confirm-code step. */
    storeEmail: (_, _params: { email: string }) => {},
    /** The app goes to /confirm-code. */
    leave: () => {},
  },
  guards: {
    requiredFilled: ({ context }) =>
      !isBlank(context.values.name) && !isBlank(context.values.email) && !isBlank(context.values.phone),
    passwordsMatch: ({ context }) => context.values.password === context.values.confirm_password,
  },
  delays: REGISTER_DELAYS,
}).createMachine({
  id: 'register',
  context: {
    values: { name: '', email: '', phone: '', password: '', confirm_password: '' },
    countryKey: null,
    validation: null,
    failure: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': {
          actions: assign(({ context, event }) => {
            // A field's server error goes once the user edits that field.
            const fieldErrors = { ...(context.failure?.fieldErrors ?? {}) };
            delete fieldErrors[event.field];
            return {
              values: { ...context.values, [event.field]: event.value },
              validation: null,
              failure: context.failure ? { ...context.failure, fieldErrors } : null,
            };
          }),
        },
        'form.country': { actions: assign({ countryKey: ({ event }) => event.key }) },
        'form.submit': [
          { guard: { type: 'requiredFilled' }, target: 'checkingPasswords' },
          { actions: assign({ validation: 'AllRequiredFieldsMustBeFilled' }) },
        ],
      },
    },
    checkingPasswords: {
      always: [
        { guard: 'passwordsMatch', target: 'submitting', actions: assign({ validation: null, failure: null }) },
        { target: 'editing', actions: assign({ validation: 'PasswordsDoNotMatch' }) },
      ],
    },
    submitting: {
      invoke: {
        src: 'register',
        input: ({ context }) => registrationPayload(context),
        onDone: {
          target: 'success',
          actions: { type: 'storeEmail', params: ({ context }) => ({ email: context.values.email.trim() }) },
        },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    success: { after: { successToast: 'done' } },
    done: { type: 'final', entry: 'leave' },
  },
});
