import { type ActionResult, sendComplaint, sendContactMessage } from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import {
  type FormChangeEvent,
  type FormCheck,
  type FormContext,
  type FormLanguageEvent,
  type FormTag,
  form,
  inServerWords,
  latinDigits,
  type RefuseOf,
  type SubmitFailure,
} from '../forms';

/** A popup (success or failure) closes itself after 2 s (spec sections 8, 9). */
export const MESSAGE_FORM_DELAYS = { popup: 2000 } as const;

/** The client-side messages these forms show. */
export type MessageFormValidation = 'AllRequiredFieldsMustBeFilled' | 'invalidEmail';

export interface MessageFormContext<TField extends string> extends FormContext<TField, MessageFormValidation> {
  /** The server's words on success (the popup shows them, else the form's own). */
  message: string | null;
}

export type MessageFormEvent<TField extends string> =
  | FormChangeEvent<TField>
  | FormLanguageEvent
  | { type: 'form.submit' }
  /** The popup's close button (or Escape). */
  | { type: 'popup.close' };

interface MessageFormConfig<TField extends string = string> {
  id: string;
  /** Every field, empty at the start and again after a success. */
  fields: readonly TField[];
  /** The checks, in order: required fields, then the e-mail's form. */
  checks: readonly FormCheck<TField, MessageFormValidation>[];
  /** Fields sent with Latin digits whatever keyboard typed them (`latinDigits`): a phone number, never words. */
  digits?: readonly TField[];
  send: (values: Record<TField, string>) => Promise<ActionResult>;
}

/**
 * A message to the platform (the contact form, the complaint form): fields, the required check and
 * the e-mail check (nothing is sent), busy while sending (`busy`: the button's 'sending' label), then
 * a popup for 2 s (`dialog`): on success (`success`) the form is emptied; on failure everything typed
 * stays and the failure stays beside the form after the popup has closed, until the next submission.
 */
export function createMessageFormMachine(config: MessageFormConfig) {
  type TField = string;
  type Context = MessageFormContext<TField>;
  type Event = MessageFormEvent<TField>;
  const empty = Object.fromEntries(config.fields.map((f) => [f, ''])) as Record<TField, string>;
  return setup({
    types: { context: {} as Context, events: {} as Event, tags: {} as FormTag },
    actors: {
      send: fromPromise<ActionResult, Record<TField, string>>(({ input }) => config.send(input)),
    },
    actions: {
      changeField: assign((args) => form.changeField(args)),
      refuse: assign((args, params: RefuseOf<Context>) => form.refuse(args, params)),
      beginSubmit: assign((args) => form.beginSubmit(args)),
      forgetServerWords: assign((args) => form.forgetServerWords(args)),
    },
    guards: form.guards<TField>(),
    delays: MESSAGE_FORM_DELAYS,
  }).createMachine({
    id: config.id,
    context: { ...form.context(empty), message: null },
    initial: 'editing',
    states: {
      editing: {
        on: form.events(config.checks, 'sending'),
      },
      sending: {
        tags: 'busy',
        invoke: {
          id: 'send',
          src: 'send',
          input: ({ context }) =>
            Object.fromEntries(
              config.fields.map((f) => {
                const value = context.values[f] ?? '';
                return [f, config.digits?.includes(f) ? latinDigits(value) : value.trim()];
              }),
            ) as Record<TField, string>,
          onDone: {
            target: 'sent',
            actions: assign({ values: () => ({ ...empty }), message: ({ event }) => event.output.message || null }),
          },
          onError: { target: 'failed', actions: assign({ failure: form.failureOf, message: null }) },
        },
      },
      sent: {
        tags: ['success', 'dialog'],
        after: { popup: 'editing' },
        on: { 'popup.close': 'editing', 'form.change': { target: 'editing', actions: 'changeField' } },
      },
      failed: {
        tags: 'dialog',
        after: { popup: 'editing' },
        on: { 'popup.close': 'editing' },
      },
    },
  });
}

/**
 * The contact form (spec sections 2, 5, 8): name, email and message required, the e-mail checked; the
 * optional phone sent with Latin digits.
 */
export const contactFormMachine = createMessageFormMachine({
  id: 'contactForm',
  fields: ['name', 'email', 'phone', 'message'],
  digits: ['phone'],
  checks: [
    { missing: ['name', 'email', 'message'], validation: 'AllRequiredFieldsMustBeFilled' },
    { email: 'email', validation: 'invalidEmail' },
  ],
  send: (values) =>
    sendContactMessage({
      name: values.name ?? '',
      email: values.email ?? '',
      phone: values.phone ?? '',
      message: values.message ?? '',
    }),
});

/** The complaint and suggestion form (spec sections 2, 5, 8): name, email, address and body, all required. */
export const complaintFormMachine = createMessageFormMachine({
  id: 'complaintForm',
  fields: ['name', 'email', 'address', 'body'],
  checks: [
    { missing: ['name', 'email', 'address', 'body'], validation: 'AllRequiredFieldsMustBeFilled' },
    { email: 'email', validation: 'invalidEmail' },
  ],
  send: (values) =>
    sendComplaint({
      name: values.name ?? '',
      email: values.email ?? '',
      address: values.address ?? '',
      body: values.body ?? '',
    }),
});

export type ContactField = 'name' | 'email' | 'phone' | 'message';
export type ComplaintField = 'name' | 'email' | 'address' | 'body';

/** How a failed message reads (spec section 8): the server's words, its silence, or no answer at all. */
export type MessageFailureKind = 'refused' | 'server' | 'connection';

export function messageFailureKind(failure: SubmitFailure): MessageFailureKind {
  if (failure.kind === 'network') return 'connection';
  return inServerWords(failure) ? 'refused' : 'server';
}

export type MessageFormSnapshot = SnapshotFrom<typeof contactFormMachine> | SnapshotFrom<typeof complaintFormMachine>;
