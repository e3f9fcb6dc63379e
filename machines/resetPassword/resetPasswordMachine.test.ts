import { type ActionResult, ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, modelPaths, stepper } from '../testing';
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
  return { actor, api, leave, fill };
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

describe('resetPasswordMachine model-based paths', () => {
  const model = modelPaths(resetPasswordMachine, {
    input: { email: null },
    events: [
      { type: 'form.change', field: 'email', value: 'a@b.co' },
      { type: 'form.change', field: 'password', value: 'x1' },
      { type: 'form.change', field: 'password_confirmation', value: 'x1' },
      { type: 'form.change', field: 'password_confirmation', value: 'x2' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.0.resetPassword.submitting', output: ok },
      { type: 'xstate.error.actor.0.resetPassword.submitting', error: new ApiError('network') },
      { type: 'xstate.after.redirect.resetPassword.success' },
    ],
    allow: (s, e) =>
      e.type.startsWith('xstate.') ? s.matches(e.type.includes('after') ? 'success' : 'submitting') : true,
    serialize: (s) =>
      `${JSON.stringify(s.value)}|${JSON.stringify(s.context.values)}|${s.context.validation}|${s.context.failure?.kind}`,
    expectStates: ['"editing"', '"submitting"', '"success"', '"done"'],
  });
  it('reaches every state', () => model.assertCoverage());
  for (const path of model.paths.filter((p) => p.steps.length <= 7)) {
    it(path.description, async () => {
      const sut = start();
      await model.run(path, {
        exec: stepper(
          (event) => sut.actor.send(event as never),
          () => sut.api,
          RESET_PASSWORD_DELAYS.redirect,
        ),
        check: (expected) => {
          expect(sut.actor.getSnapshot().value).toEqual(expected.value);
          expect(sut.actor.getSnapshot().context).toEqual(expected.context);
        },
      });
    });
  }
});
