import { type ActionResult, ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, delayed, describeModelPaths, done, failed, lastOf, typedValues } from '../testing';
import { RESET_PASSWORD_DELAYS, type ResetField, resetPasswordMachine } from './resetPasswordMachine';

const ok: ActionResult = { success: true, message: 'Your password has been reset.' };

function start(email: string | null = null) {
  const api = controlled<ActionResult, Record<ResetField, string>>();
  const leave = vi.fn();
  const actor = createActor(
    resetPasswordMachine.provide({ actors: { reset: api.logic }, actions: { leave: () => leave() } }),
    {
      input: { email },
    },
  ).start();
  const fill = (values: Partial<Record<ResetField, string>>) => {
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'form.change', field: field as ResetField, value: value ?? '' });
  };
  return { actor, api, leave, fill, settle: { reset: api } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('resetPasswordMachine', () => {
  for (const missing of ['email', 'password', 'password_confirmation'] as const) {
    it(`needs ${missing}: AllRequiredFieldsMustBeFilled`, () => {
      const { actor, api, fill } = start();
      fill({ email: 'a@b.co', password: 'x1', password_confirmation: 'x1', [missing]: ' ' });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().context.validation).toBe('AllRequiredFieldsMustBeFilled');
      expect(api.calls).toHaveLength(0);
    });
  }

  it('needs matching passwords: PasswordsDoNotMatch', () => {
    const { actor, api, fill } = start('a@b.co');
    fill({ password: 'x1', password_confirmation: 'x2' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.validation).toBe('PasswordsDoNotMatch');
    expect(api.calls).toHaveLength(0);
  });

  it('starts with the stored email and sends the three fields', () => {
    const { actor, api, fill } = start('a@b.co');
    fill({ password: 'x1', password_confirmation: 'x1' });
    actor.send({ type: 'form.submit' });
    expect(api.calls[0]?.input).toEqual({ email: 'a@b.co', password: 'x1', password_confirmation: 'x1' });
  });

  it('keeps the server message on failure, and everything typed', async () => {
    const { actor, api, fill } = start('a@b.co');
    fill({ password: 'x1', password_confirmation: 'x1' });
    actor.send({ type: 'form.submit' });
    await api.reject(new ApiError('http', { status: 403, serverMessage: 'Verify first' }));
    expect(actor.getSnapshot().context).toMatchObject({
      failure: { message: 'Verify first' },
      values: { password: 'x1' },
    });
  });
});

describe('resetPasswordMachine timers', () => {
  it('goes to /login 4 s after the reset', async () => {
    const { actor, api, fill, leave } = start('a@b.co');
    fill({ password: 'x1', password_confirmation: 'x1' });
    actor.send({ type: 'form.submit' });
    await api.resolve(ok);
    expect(actor.getSnapshot().context.message).toBe(ok.message);
    await vi.advanceTimersByTimeAsync(RESET_PASSWORD_DELAYS.redirect - 1);
    expect(leave).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(leave).toHaveBeenCalledTimes(1);
  });
});

describe('resetPasswordMachine', () => {
  const empty = { email: '', password: '', password_confirmation: '' };
  describeModelPaths(resetPasswordMachine, {
    input: { email: null },
    events: [
      { type: 'form.change', field: 'email', value: ' a@b.co ' },
      { type: 'form.change', field: 'password', value: 'x1' },
      { type: 'form.change', field: 'password_confirmation', value: 'x1' },
      { type: 'form.change', field: 'password_confirmation', value: 'x2' },
      { type: 'form.submit' },
      done('reset', ok),
      failed('reset', new ApiError('network')),
      delayed('redirect', 'resetPassword.success'),
    ],
    serialize: (s) => {
      const v = s.context.values;
      const filled = Object.values(v).filter((x) => x !== '').length;
      return `${JSON.stringify(s.value)}|${filled}|${v.password === v.password_confirmation}|${s.context.validation}|${s.context.failure?.kind}`;
    },
    start: () => start(null),
    expectStates: ['"editing"', '"submitting"', '"success"', '"done"'],
    check: (sut, _expected, steps) => {
      const s = sut.actor.getSnapshot();
      const values = typedValues(empty, steps);
      expect(s.context.values).toEqual(values);
      const refused = lastOf(steps, 'form.submit', 'form.change')?.type === 'form.submit' && s.matches('editing');
      const blank = Object.values(values).some((x) => x === '');
      if (refused && !s.context.failure)
        expect(s.context.validation).toBe(blank ? 'AllRequiredFieldsMustBeFilled' : 'PasswordsDoNotMatch');
      if (!refused) expect(s.context.validation).toBeNull();
      if (s.hasTag('busy'))
        expect(sut.api.calls.at(-1)?.input).toEqual({ email: 'a@b.co', password: 'x1', password_confirmation: 'x1' });
      if (s.context.failure) expect(s.context.failure.kind).toBe('network');
      if (s.hasTag('success')) expect(s.context.message).toBe(ok.message);
      expect(sut.leave).toHaveBeenCalledTimes(s.status === 'done' ? 1 : 0);
    },
  });
});
