import { type ActionResult, ApiError } from '@dars/api';
import { createTranslator, type Language, type Translate } from '@dars/i18n';
import { type RegisterField, registerMachine } from '@dars/machines';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { delayed, done, failed, type ModelEvent, typedValues } from '../../../machines/testing';
import { holdCall } from '../../testing/heldCalls';
import { describeScreenPaths, elsewhere, renderAt } from '../../testing/screenPaths';
import RegisterScreen from './RegisterScreen';

/**
 * /register driven by the register machine's paths: each `form.change` is typing in the field (by its
 * label), `form.submit` a click on 'create account', the call's answer the demo API's, the 2 s confirmation
 * the fake clock. At each state: the fields as typed, the refusal and the fields it marks, the busy button,
 * the server's words, the confirmation, the page it leaves for, and what was sent.
 */

const empty: Record<RegisterField, string> = { name: '', email: '', phone: '', password: '', confirm_password: '' };
const REQUIRED = ['name', 'email', 'phone'] as const;

/** Typing `typed` leaves `value` in the field (the phone box keeps digits only, in Latin digits). */
const change = (field: RegisterField, value: string, typed = value): ModelEvent => ({
  type: 'form.change',
  field,
  value,
  typed,
});
const submit: ModelEvent = { type: 'form.submit' };
const taken = new ApiError('http', { status: 422, serverMessage: 'Taken', fieldErrors: { email: 'taken' } });
const ok: ActionResult = { success: true, message: 'Account created' };

/** Each field's label and its input (the confirmation's label contains the password's: exact). */
const LABELS: Record<RegisterField, Parameters<Translate>[0]> = {
  name: 'form.name',
  email: 'form.email',
  phone: 'form.phone',
  password: 'form.password',
  confirm_password: 'form.confirmPassword',
};
/** The field labelled so (found once per page: the same input all along). */
const found = new Map<string, HTMLInputElement>();
function field(t: Translate, name: RegisterField): HTMLInputElement {
  const label = t(LABELS[name]);
  const known = found.get(label);
  if (known?.isConnected) return known;
  const input = screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
  found.set(label, input);
  return input;
}
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

type Refusal = 'AllRequiredFieldsMustBeFilled' | 'invalidPhone' | 'PasswordsDoNotMatch';

/** What the form refuses on the spot, from what is typed: the spec's three checks, in order, and the fields each marks. */
function refusalOf(values: Record<RegisterField, string>): { key: Refusal; fields: RegisterField[] } | null {
  const blank = REQUIRED.filter((f) => values[f].trim() === '');
  if (blank.length) return { key: 'AllRequiredFieldsMustBeFilled', fields: blank };
  const digits = values.phone.replace(/\D/g, '').length;
  if (digits < 6 || digits > 15) return { key: 'invalidPhone', fields: ['phone'] };
  if (values.password !== values.confirm_password) return { key: 'PasswordsDoNotMatch', fields: ['confirm_password'] };
  return null;
}

/** Where the steps leave the form, told from what the user did and how the calls were answered. */
function formAfter(steps: ModelEvent[]) {
  let phase: 'editing' | 'sending' | 'confirmed' | 'left' = 'editing';
  let refusal: ReturnType<typeof refusalOf> = null;
  let marked = new Set<RegisterField>();
  let serverErrors: Partial<Record<RegisterField, string>> = {};
  let banner: string | null = null;
  let values = { ...empty };
  const sent: Record<string, string>[] = [];
  for (const [index, step] of steps.entries()) {
    values = typedValues(empty, steps.slice(0, index + 1));
    if (step.type === 'form.change') {
      refusal = null;
      marked.delete(step.field as RegisterField);
      delete serverErrors[step.field as RegisterField];
    } else if (step.type === 'form.submit' && phase === 'editing') {
      refusal = refusalOf(values);
      marked = new Set(refusal?.fields ?? []);
      if (!refusal) {
        phase = 'sending';
        banner = null;
        serverErrors = {};
        sent.push({
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          confirm_password: values.confirm_password,
          phone_key: '+20',
          phone: values.phone,
        });
      }
    } else if (step.type === done('register').type) phase = 'confirmed';
    else if (step.type === failed('register', null).type) {
      phase = 'editing';
      banner = taken.serverMessage ?? null;
      serverErrors = { ...taken.fieldErrors };
    } else if (step.type === delayed('successToast', 'register.success').type) phase = 'left';
  }
  return { phase, refusal, marked, serverErrors, banner, values, sent };
}

function start(lang: Language) {
  const t = createTranslator(lang);
  const register = holdCall({
    method: 'post',
    path: 'register',
    reply: (out: ActionResult) => ({ message: out.message }),
  });
  const { user } = renderAt('/register', <RegisterScreen />, { lang });
  return Promise.resolve({ t, user, register, settle: { register } });
}
type Sut = Awaited<ReturnType<typeof start>>;

describeScreenPaths(registerMachine, {
  events: [
    change('name', 'Lia'),
    change('email', 'l@x.eg'),
    // Typed on an Arabic keyboard, with a dash: kept as Latin digits.
    change('phone', '012345', '٠١-٢٣٤٥'),
    // Letters are not kept: one digit is not a phone number.
    change('phone', '1', 'a1'),
    change('confirm_password', 'p2'),
    change('confirm_password', ''),
    submit,
    done('register', ok),
    failed('register', taken),
    delayed('successToast', 'register.success'),
  ],
  // A user cannot change a field to what it already holds.
  allow: (s, e) => e.type !== 'form.change' || s.context.values[e.field as RegisterField] !== e.value,
  // How many required fields are filled, the phone, whether the passwords match, what the screen shows.
  serialize: (s) => {
    const v = s.context.values;
    const filled = REQUIRED.filter((f) => v[f] !== '').length;
    return `${JSON.stringify(s.value)}|${filled}|${v.phone}|${v.password === v.confirm_password}|${s.context.validation}|${Object.keys(s.context.failure?.fieldErrors ?? {})}`;
  },
  // Every state, and each refusal the form shows (the client's three and the server's).
  cover: (s) => [s.value, s.context.validation ?? (s.context.failure ? 'refused' : '')].join(' ').trim(),
  expectStates: [
    'editing',
    'editing AllRequiredFieldsMustBeFilled',
    'editing invalidPhone',
    'editing PasswordsDoNotMatch',
    'editing refused',
    'submitting',
    'success',
    'done',
  ],
  clock: Date.UTC(2026, 10, 24, 10, 0, 0),
  start,
  label: (e) =>
    e.type === 'form.change'
      ? `${e.value ? 'type' : 'clear'} ${e.field}`
      : e.type === 'form.submit'
        ? 'create account'
        : undefined,
  act: {
    'form.change': async ({ t, user }: Sut, e) => {
      const input = field(t, e.field as RegisterField);
      if (input.value) await user.clear(input);
      if (e.typed) await user.type(input, e.typed as string);
    },
    'form.submit': ({ t, user }: Sut) => user.click(screen.getByRole('button', { name: t('register.submit') })),
  },
  check: ({ t, register }: Sut, _expected, steps) => {
    const form = formAfter(steps);
    // Every request sent, and only those: the payload as the spec writes it (trimmed, '+20' until a country is picked).
    expect(register.requests.map((r) => r.body)).toEqual(form.sent);
    if (form.phase === 'left') {
      expect(elsewhere()).toBe('/confirm-code');
      return;
    }
    expect(elsewhere()).toBeNull();
    for (const name of Object.keys(empty) as RegisterField[]) {
      const input = field(t, name);
      expect(input.value, name).toBe(form.values[name]);
      // A field is marked while the server's error for it or the refusal that marked it stands, in those words:
      // a blank one 'this field is required', the others the refusal's own.
      const refused = form.marked.has(name) && form.refusal ? form.refusal.key : null;
      const message =
        form.serverErrors[name] ??
        (refused === 'AllRequiredFieldsMustBeFilled' ? t('form.fieldRequired') : refused ? t(refused) : null);
      expect(input.getAttribute('aria-invalid') === 'true', `${name} marked`).toBe(message !== null);
      if (message) expect(describedBy(input)).toContain(message);
    }
    // The refusal's words (every refusal has its own) announced, in the page's language.
    const alerts = [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent ?? '');
    for (const key of ['AllRequiredFieldsMustBeFilled', 'invalidPhone', 'PasswordsDoNotMatch'] as const) {
      expect(
        alerts.some((text) => text.includes(t(key))),
        key,
      ).toBe(form.refusal?.key === key);
    }
    const last = steps.at(-1);
    // Refused on the spot or by the server, focus goes to the first field marked.
    const first = (Object.keys(empty) as RegisterField[]).find(
      (name) => form.marked.has(name) || form.serverErrors[name],
    );
    if (first && (last?.type === 'form.submit' || last?.type === failed('register', null).type))
      expect(document.activeElement).toBe(field(t, first));
    // The server's words in the banner until the form is sent again.
    expect(
      alerts.some((text) => text.includes(taken.serverMessage ?? '')),
      'banner',
    ).toBe(form.banner !== null);
    const button = document.querySelector('button[type="submit"]');
    expect(button?.textContent).toBe(form.phase === 'sending' ? t('register.submitting') : t('register.submit'));
    expect(button?.getAttribute('aria-busy')).toBe(form.phase === 'sending' ? 'true' : null);
    // Confirmed: the message for 2 s, the e-mail kept for the code step.
    expect(screen.queryByText(t('register.success')) !== null, 'confirmation').toBe(form.phase === 'confirmed');
    expect(localStorage.getItem('email')).toBe(form.phase === 'confirmed' ? (form.sent.at(-1)?.email ?? '') : null);
  },
});
