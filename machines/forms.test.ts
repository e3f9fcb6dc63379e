import { ApiError } from '@dars/api';
import { describe, expect, it } from 'vitest';
import { submitChecks, toFailure } from './forms';

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
        actions: { type: 'refuse', params: { validation: 'AllRequiredFieldsMustBeFilled' } },
      },
      {
        guard: { type: 'mismatched', params: { fields: ['password', 'confirm'] } },
        actions: { type: 'refuse', params: { validation: 'PasswordsDoNotMatch' } },
      },
      { target: 'submitting', actions: 'beginSubmit' },
    ]);
  });
});
