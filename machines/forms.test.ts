import { ApiError } from '@dars/api';
import { describe, expect, it } from 'vitest';
import {
  beginSubmit,
  changeField,
  type FormChangeEvent,
  type FormContext,
  forgetServerWords,
  formContext,
  formEvents,
  isPhoneNumber,
  latinDigits,
  refuse,
  submitChecks,
  toFailure,
} from './forms';

describe('toFailure', () => {
  it('keeps the status, message and field errors of a server refusal', () => {
    const failure = toFailure(
      new ApiError('http', { status: 422, serverMessage: 'Check the form', fieldErrors: { email: 'taken' } }),
    );
    expect(failure).toEqual({
      kind: 'server',
      status: 422,
      message: 'Check the form',
      fieldErrors: { email: 'taken' },
    });
  });

  it('tells an answer that is not the contract’s JSON from no answer at all', () => {
    expect(toFailure(new ApiError('shape')).kind).toBe('shape');
    expect(toFailure(new ApiError('network')).kind).toBe('network');
    expect(toFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'network',
      status: null,
      message: null,
      fieldErrors: {},
    });
  });
});

describe('submitChecks', () => {
  it('lists the refusals in order, then the submission', () => {
    const transitions = submitChecks(
      [
        { missing: ['email', 'password'], validation: 'AllRequiredFieldsMustBeFilled' },
        { mismatched: ['password', 'confirm'], validation: 'PasswordsDoNotMatch' },
      ],
      'submitting',
    );
    expect(transitions).toEqual([
      {
        guard: { type: 'missing', params: { fields: ['email', 'password'] } },
        actions: {
          type: 'refuse',
          params: { validation: 'AllRequiredFieldsMustBeFilled', fields: ['email', 'password'], kind: 'missing' },
        },
      },
      {
        guard: { type: 'mismatched', params: { fields: ['password', 'confirm'] } },
        actions: {
          type: 'refuse',
          params: { validation: 'PasswordsDoNotMatch', fields: ['password', 'confirm'], kind: 'mismatched' },
        },
      },
      { target: 'submitting', actions: 'beginSubmit' },
    ]);
  });
});

describe('the fields a refusal marks', () => {
  type Context = FormContext<string, string>;
  const start = (values: Record<string, string>): Context => formContext(values);

  it('marks only the blank required fields, and the confirmation that differs', () => {
    const blank = refuse(
      { context: start({ email: 'a@b.co', password: ' ' }) },
      { validation: 'x', fields: ['email', 'password'], kind: 'missing' },
    );
    expect(blank.invalid).toEqual(['password']);
    const differs = refuse(
      { context: start({ password: 'secret1', confirm: 'secret2' }) },
      { validation: 'y', fields: ['password', 'confirm'], kind: 'mismatched' },
    );
    expect(differs.invalid).toEqual(['confirm']);
  });

  it('unmarks a field once it is edited, keeps the others, and clears all on submit', () => {
    const context: Context = { ...start({ email: '', password: '' }), validation: 'x', invalid: ['email', 'password'] };
    const event: FormChangeEvent<string> = { type: 'form.change', field: 'email', value: 'a@b.co' };
    const edited = changeField({ context, event });
    expect(edited.invalid).toEqual(['password']);
    expect(edited.validation).toBeNull();
    expect(beginSubmit({ context }).invalid).toEqual([]);
  });
});

describe('a language change', () => {
  const withFailure = (failure: ReturnType<typeof toFailure>) => ({ ...formContext({ email: 'a@b.co' }), failure });

  it('forgets a refusal told in the server’s words (message and field errors)', () => {
    const refusal = toFailure(
      new ApiError('http', { status: 422, serverMessage: 'البريد مستخدم', fieldErrors: { email: 'مستخدم' } }),
    );
    expect(forgetServerWords({ context: withFailure(refusal) })).toEqual({ failure: null });
  });

  it('keeps failures the app tells in its own translated words', () => {
    for (const error of [new ApiError('network'), new ApiError('shape'), new ApiError('http', { status: 500 })]) {
      expect(forgetServerWords({ context: withFailure(toFailure(error)) })).toEqual({});
    }
  });

  it('is handled by every form’s editing state', () => {
    expect(formEvents([], 'submitting')['form.languageChanged']).toEqual({ actions: 'forgetServerWords' });
  });
});

describe('phone numbers', () => {
  it('accepts digits (Latin or Arabic-Indic) with separators, 6 to 15 of them', () => {
    for (const ok of ['555000111', '010 1234-5678', '(02) 2345.6789', '٠١٠١٢٣٤٥٦٧٨', '۰۹۱۲۳۴۵۶۷'])
      expect(isPhoneNumber(ok), ok).toBe(true);
  });

  it('refuses letters, other signs, too few or too many digits', () => {
    for (const bad of ['abc-12', '12345a678', '+201234567', '12 345', '1234567890123456', '---', ''])
      expect(isPhoneNumber(bad), bad).toBe(false);
  });

  it('writes every digit in Latin for the server, keeping the rest as typed', () => {
    expect(latinDigits(' ٠١٠ ۱۲۳-45 ')).toBe('010 123-45');
  });
});
