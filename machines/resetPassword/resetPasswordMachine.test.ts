import { type ActionResult, ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  controlled,
  delayed,
  describeModelPaths,
  done,
  failed,
  formShown,
  lastOf,
  type ModelEvent,
  typedValues,
} from '../testing';
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
  /** Where the form is after `steps`, from the spec alone: every field filled and matching passwords go out. */
  function whereAfter(steps: ModelEvent[]) {
    let at: 'editing' | 'submitting' | 'success' | 'done' = 'editing';
    let values = empty;
    for (const e of steps) {
      if (e.type === 'form.change' && at === 'editing') values = { ...values, [e.field as string]: e.value };
      else if (e.type === 'form.submit' && at === 'editing') {
        const filled = Object.values(values).every((v) => v.trim() !== '');
        if (filled && values.password === values.password_confirmation) at = 'submitting';
      } else if (e.type === 'xstate.done.actor.reset' && at === 'submitting') at = 'success';
      else if (e.type === 'xstate.error.actor.reset' && at === 'submitting') at = 'editing';
      else if (e.type.startsWith('xstate.after.') && at === 'success') at = 'done';
    }
    return at;
  }
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
      const at = whereAfter(steps);
      const s = sut.actor.getSnapshot();
      const values = typedValues(empty, steps);
      const refused =
        lastOf(steps, 'form.submit', 'form.change', 'xstate.error.actor.reset')?.type === 'form.submit' &&
        at === 'editing';
      const blank = Object.keys(values).filter((f) => values[f as ResetField] === '');
      const reset = steps.some((e) => e.type === 'xstate.done.actor.reset');
      // The fields as typed, why a submit was refused, the network line until the next submit, the spinner,
      // the success popup with the server's words.
      expect({ ...formShown(s), message: s.context.message }).toEqual({
        values,
        validation: refused ? (blank.length > 0 ? 'AllRequiredFieldsMustBeFilled' : 'PasswordsDoNotMatch') : null,
        invalid: refused ? (blank.length > 0 ? blank.sort() : ['password_confirmation']) : [],
        failure:
          lastOf(steps, 'xstate.error.actor.reset', 'xstate.done.actor.reset')?.type === 'xstate.error.actor.reset' &&
          at === 'editing'
            ? { kind: 'network', message: null }
            : null,
        busy: at === 'submitting',
        dialog: false,
        success: reset,
        message: reset ? ok.message : null,
      });
      // One POST per accepted submit with the trimmed address; the page left once, after the popup's time.
      const posts =
        steps.filter((e) => e.type.startsWith('xstate.error.actor') || e.type.startsWith('xstate.done.actor')).length +
        (at === 'submitting' ? 1 : 0);
      expect(sut.api.calls.map((c) => c.input)).toEqual(
        Array(posts).fill({ email: 'a@b.co', password: 'x1', password_confirmation: 'x1' }),
      );
      expect(sut.leave).toHaveBeenCalledTimes(steps.some((e) => e.type.startsWith('xstate.after.')) ? 1 : 0);
    },
  });
});
