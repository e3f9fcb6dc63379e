import { isApiError } from '@dars/api';
import { toLatinDigits } from '@dars/i18n';
import type { EventObject } from 'xstate';

/**
 * What a failed submission means to a form (the shape `FailureAlert` in @dars/ui shows):
 * - 'server': the server answered with an error status (`status`), maybe with a message and field errors;
 * - 'shape': the server answered, but not with the JSON the contract describes;
 * - 'network': no answer at all.
 */
export interface SubmitFailure {
  kind: 'server' | 'network' | 'shape';
  /** The HTTP status of a 'server' failure; null otherwise. */
  status: number | null;
  /** The server's `message`, when it gave one. */
  message: string | null;
  /** The server's per-field errors. */
  fieldErrors: Record<string, string>;
  /** A 401 to a call that carried the token: the server ended the session (the app sends the user to log in). */
  sessionEnded?: boolean;
}

export function toFailure(error: unknown): SubmitFailure {
  if (isApiError(error) && error.kind === 'http') {
    return {
      kind: 'server',
      status: error.status ?? null,
      message: error.serverMessage ?? null,
      fieldErrors: error.fieldErrors,
      ...(error.sessionEnded ? { sessionEnded: true } : {}),
    };
  }
  if (isApiError(error) && error.kind === 'shape')
    return { kind: 'shape', status: null, message: null, fieldErrors: {} };
  return { kind: 'network', status: null, message: null, fieldErrors: {} };
}

export const isBlank = (value: string) => value.trim() === '';

/**
 * The one context shape of every form: what is typed, the client-side validation key the screen
 * translates (null when none), and the last failed submission (null when none).
 */
export interface FormContext<TField extends string, TValidation extends string = string> {
  values: Record<TField, string>;
  validation: TValidation | null;
  /** The fields the validation message is about (blank required ones, or the confirmation that differs). */
  invalid: readonly TField[];
  failure: SubmitFailure | null;
}

/** The one event a form field sends. */
export type FormChangeEvent<TField extends string> = { type: 'form.change'; field: TField; value: string };

/**
 * The screen's language changed: the server's own words on screen (a refusal's message and field
 * errors) are in the old language, so they go; translated texts simply follow the language.
 */
export type FormLanguageEvent = { type: 'form.languageChanged' };

/** A failure shown in the server's own words (a 4xx refusal); 5xx and the rest show translated texts. */
export const inServerWords = (failure: SubmitFailure | null): boolean =>
  failure?.kind === 'server' && (failure.status ?? 0) < 500;

/** For an `onError` transition: `actions: assign({ failure: failureOf })`. */
export const failureOf = ({ event }: { event: { error: unknown } }) => toFailure(event.error);

/** A `form.change` event: the shared actions run on a machine's whole event union, so they narrow it. */
const isFieldChange = (event: EventObject): event is FormChangeEvent<string> =>
  event.type === 'form.change' &&
  'field' in event &&
  typeof event.field === 'string' &&
  'value' in event &&
  typeof event.value === 'string';

/**
 * The shared form actions as updaters of the form's part of a context. A machine wraps each in `assign` in its
 * own `setup`, where its context type is known, so TypeScript checks the update against that context:
 *
 *   changeField: assign((args) => form.changeField(args)),
 *   refuse: assign((args, params: RefuseOf<MyContext>) => form.refuse(args, params)),
 *   beginSubmit: assign((args) => form.beginSubmit(args)),
 *   forgetServerWords: assign((args) => form.forgetServerWords(args)),
 *
 * (A factory generic over the context could not be checked: a context type may narrow any form field.)
 * - `changeField` (on `form.change`): sets the value, clears the validation message and drops that
 *   field's server error (the others stay until their field is edited).
 * - `refuse` (params `{ validation }`): shows a validation key; nothing is sent.
 * - `beginSubmit`: clears the validation message and the last failure before the call.
 * - `forgetServerWords` (on `form.languageChanged`): drops a failure told in the server's words.
 */
export function changeField<TField extends string, TValidation extends string>({
  context,
  event,
}: {
  context: FormContext<TField, TValidation>;
  event: EventObject;
}): Partial<FormContext<TField, TValidation>> {
  if (!isFieldChange(event)) throw new Error(`changeField runs on form.change, not on ${event.type}`);
  const { field, value } = event;
  const values = { ...context.values, [field]: value };
  // The message goes with the first edit; each field stays marked until it is edited itself.
  const invalid = context.invalid.filter((f) => f !== field);
  const failure = context.failure;
  if (!failure) return { values, validation: null, invalid };
  const { [field]: _dropped, ...fieldErrors } = failure.fieldErrors;
  return { values, validation: null, invalid, failure: { ...failure, fieldErrors } };
}

/** Params of `refuse`: the message and the check's fields (`missing` keeps the blank ones; `mismatched`, the second). */
export interface RefuseParams<TValidation extends string = string, TField extends string = string> {
  validation: TValidation;
  fields: readonly TField[];
  kind: 'missing' | 'mismatched' | 'malformed';
}

export function refuse<TField extends string, TValidation extends string>(
  { context }: { context: FormContext<TField, TValidation> },
  params: RefuseParams<TValidation, TField>,
): Partial<FormContext<TField, TValidation>> {
  const invalid =
    params.kind === 'missing'
      ? params.fields.filter((f) => isBlank(context.values[f] ?? ''))
      : params.kind === 'malformed'
        ? params.fields
        : params.fields.slice(1);
  return { validation: params.validation, invalid };
}

export function beginSubmit<TField extends string, TValidation extends string>(_: {
  context: FormContext<TField, TValidation>;
}): Partial<FormContext<TField, TValidation>> {
  return { validation: null, invalid: [], failure: null };
}

export function forgetServerWords<TField extends string, TValidation extends string>({
  context,
}: {
  context: FormContext<TField, TValidation>;
}): Partial<FormContext<TField, TValidation>> {
  return inServerWords(context.failure) ? { failure: null } : {};
}

/** The params of a machine's `refuse` action, from its context. */
export type RefuseOf<TContext extends FormContext<string, string>> = RefuseParams<
  NonNullable<TContext['validation']>,
  keyof TContext['values'] & string
>;

/** One client-side check of a submission: fields that must be filled, or two that must match. */
export type FormCheck<TField extends string, TValidation extends string> =
  | { missing: readonly TField[]; validation: TValidation }
  | { mismatched: readonly [TField, TField]; validation: TValidation }
  | { email: TField; validation: TValidation }
  | { phone: TField; validation: TValidation };

/** An e-mail address as a browser's `type=email` field accepts it (something@host.tld, no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What a field meant for the server's digits sends (a phone number, a coupon): trimmed, its Arabic-Indic and
 * Persian digits written in Latin ones (an Arabic keyboard types those), the rest as typed. Never for words,
 * an e-mail address or a password.
 */
export function latinDigits(value: string): string {
  return toLatinDigits(value.trim());
}

/**
 * A phone number as typed without its country code: digits (Latin or Arabic-Indic), with spaces, dashes,
 * dots or brackets between them, 6 to 15 digits in all. Letters ('abc-12') are refused.
 */
export function isPhoneNumber(value: string): boolean {
  const latin = latinDigits(value);
  if (!/^[\d\s\-.()]+$/.test(latin)) return false;
  const digits = latin.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/**
 * The `form.submit` transitions of a form: each check in order refuses with its validation key
 * (nothing is sent); when every check passes, the form goes to `target` with `beginSubmit`.
 */
export function submitChecks<TField extends string, TValidation extends string>(
  checks: readonly FormCheck<TField, TValidation>[],
  target: string,
) {
  // A field that must hold an e-mail address or a phone number: refused as malformed.
  const malformed = (type: 'notEmail' | 'notPhone', field: TField, validation: TValidation) => ({
    guard: { type, params: { fields: [field] as readonly TField[] } },
    actions: { type: 'refuse' as const, params: { validation, fields: [field], kind: 'malformed' as const } },
  });
  return [
    ...checks.map((check) =>
      'phone' in check
        ? malformed('notPhone', check.phone, check.validation)
        : 'email' in check
          ? malformed('notEmail', check.email, check.validation)
          : 'missing' in check
            ? {
                guard: { type: 'missing' as const, params: { fields: check.missing as readonly TField[] } },
                actions: {
                  type: 'refuse' as const,
                  params: { validation: check.validation, fields: check.missing, kind: 'missing' as const },
                },
              }
            : {
                guard: {
                  type: 'mismatched' as const,
                  params: { fields: check.mismatched as readonly [TField, TField] },
                },
                actions: {
                  type: 'refuse' as const,
                  params: { validation: check.validation, fields: check.mismatched, kind: 'mismatched' as const },
                },
              },
    ),
    { target, actions: 'beginSubmit' as const },
  ];
}

/**
 * An editing state's form events: `form.change` edits a field, `form.submit` runs the checks in
 * order and submits to `target`, `form.languageChanged` forgets the server's words in the old
 * language. Spread into `on`, beside any event of the form's own.
 */
export function formEvents<TField extends string, TValidation extends string>(
  checks: readonly FormCheck<TField, TValidation>[],
  target: string,
) {
  return {
    'form.change': { actions: 'changeField' as const },
    'form.submit': submitChecks(checks, target),
    'form.languageChanged': { actions: 'forgetServerWords' as const },
  };
}

/** A form's starting context: these values, no validation message, no failure. */
export function formContext<TField extends string>(values: Record<TField, string>) {
  return { values, validation: null, invalid: [] as readonly TField[], failure: null };
}

/**
 * The shared form guards, parameterised by field names; spread them into `setup({ guards })`.
 * - `filled` / `missing` (params `{ fields }`): every listed field holds more than white space / one does not.
 * - `matching` / `mismatched` (params `{ fields: [a, b] }`): the two fields are equal as typed / are not.
 * - `notEmail` (params `{ fields }`): a listed field is not an e-mail address.
 * - `notPhone` (params `{ fields }`): a listed field is not a phone number.
 * A `form.submit` lists its refusals first (`missing`, then `mismatched`), then the submission.
 */
export function formGuards<TField extends string>() {
  type Args = { context: { values: Record<TField, string> } };
  type Required = { fields: readonly TField[] };
  type Pair = { fields: readonly [TField, TField] };
  const filled = ({ context }: Args, params: Required) => params.fields.every((f) => !isBlank(context.values[f]));
  const matching = ({ context }: Args, params: Pair) =>
    context.values[params.fields[0]] === context.values[params.fields[1]];
  return {
    filled,
    missing: (args: Args, params: Required) => !filled(args, params),
    /** A listed field does not hold an e-mail address (after trimming). */
    notEmail: ({ context }: Args, params: Required) =>
      params.fields.some((f) => !EMAIL_PATTERN.test(context.values[f].trim())),
    /** A listed field does not hold a phone number (isPhoneNumber). */
    notPhone: ({ context }: Args, params: Required) => params.fields.some((f) => !isPhoneNumber(context.values[f])),
    matching,
    mismatched: (args: Args, params: Pair) => !matching(args, params),
  };
}

/*
 * A form machine, start to end (contact, complaint, review comment, coupon and exam forms follow it):
 *
 *   type Field = 'name' | 'message';
 *   type ContactContext = FormContext<Field, 'AllRequiredFieldsMustBeFilled'>;
 *   type ContactEvent = FormChangeEvent<Field> | FormLanguageEvent | { type: 'form.submit' };
 *
 *   export const contactMachine = setup({
 *     types: { context: {} as ContactContext, events: {} as ContactEvent, tags: {} as FormTag },
 *     actors: { send: fromPromise<ActionResult, Record<Field, string>>(({ input }) => sendContact(input)) },
 *     actions: {
 *       changeField: assign((args) => form.changeField(args)),
 *       refuse: assign((args, params: RefuseOf<ContactContext>) => form.refuse(args, params)),
 *       beginSubmit: assign((args) => form.beginSubmit(args)),
 *       forgetServerWords: assign((args) => form.forgetServerWords(args)),
 *       leave: () => {},
 *     },
 *     guards: form.guards<Field>(),
 *     delays: { successToast: 2000 },
 *   }).createMachine({
 *     id: 'contact',
 *     context: form.context({ name: '', message: '' }),
 *     initial: 'editing',
 *     states: {
 *       editing: {
 *         on: form.events(
 *           [
 *             { missing: ['name', 'message'], validation: 'AllRequiredFieldsMustBeFilled' },
 *             // more checks in order, e.g. { mismatched: ['password', 'confirm'], validation: 'PasswordsDoNotMatch' }
 *           ],
 *           'submitting',
 *         ),
 *       },
 *       submitting: {
 *         tags: 'busy',
 *         invoke: {
 *           id: 'send', // explicit, so tests say done('send', output)
 *           src: 'send',
 *           input: ({ context }) => context.values,
 *           onDone: 'success',
 *           onError: { target: 'editing', actions: assign({ failure: form.failureOf }) },
 *         },
 *       },
 *       success: { tags: 'success', after: { successToast: 'done' } },
 *       done: { type: 'final', tags: 'success', entry: 'leave' },
 *     },
 *   });
 *
 * The screen reads `state.context.values`, `validation`, `failure` and the tags, never state names.
 */

/**
 * The tags screens read instead of state names (one small vocabulary for every machine):
 * - `busy`: a call the user waits for is under way (submitting, sending, verifying, saving,
 *   checking out; a lazy screen chunk loading). Buttons show their spinner.
 * - `success`: the flow succeeded and its toast, notice or popup shows (also while leaving).
 * - `dialog`: an error dialog or popup is open and waits to be closed.
 * - `loading`: the screen's own data is being fetched (whole-area spinner).
 * - `slow`: that fetch has taken long enough to show a spinner (app info).
 * - `loaded`: the data (or the lazy chunk) is there.
 * - `failed`: the data could not be fetched; the screen offers a retry.
 * - `empty`: the data came back with nothing to show (lists).
 * - `resending`: a code is being sent again (confirm code).
 * - `visitor` / `member`: nobody is signed in / a student is signed in (session).
 * - `expired`: the server ended the session (a 401) and the login screen has not said so yet (session).
 * - `waiting`: a write that got no answer is held until the connection returns, then sent once (exam).
 */
export type MachineTag =
  | 'busy'
  | 'success'
  | 'dialog'
  | 'loading'
  | 'slow'
  | 'loaded'
  | 'empty'
  | 'failed'
  | 'resending'
  | 'visitor'
  | 'member'
  | 'expired'
  | 'waiting';

/** The tags a form machine uses. */
export type FormTag = Extract<MachineTag, 'busy' | 'success' | 'dialog'>;

/**
 * The form machinery in one import: `import { form, type FormContext, … } from '../forms'`, then the four
 * updaters in `actions` (above), `guards: form.guards<Field>()`, `context: form.context({…})`,
 * `on: form.events(checks, 'submitting')`, `assign({ failure: form.failureOf })`.
 */
export const form = {
  changeField,
  refuse,
  beginSubmit,
  forgetServerWords,
  context: formContext,
  events: formEvents,
  guards: formGuards,
  failureOf,
} as const;
