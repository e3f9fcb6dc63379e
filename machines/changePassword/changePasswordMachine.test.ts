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
import { CHANGE_PASSWORD_DELAYS, changePasswordMachine, type PasswordField } from './changePasswordMachine';

const ok: ActionResult = { success: true, message: 'Password changed successfully.' };

function start() {
  const api = controlled<ActionResult, Record<PasswordField, string>>();
  const actor = createActor(changePasswordMachine.provide({ actors: { change: api.logic } })).start();
  const fill = (values: Partial<Record<PasswordField, string>>) => {
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'form.change', field: field as PasswordField, value: value ?? '' });
  };
  return { actor, api, fill, settle: { change: api } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('changePasswordMachine', () => {
  it('asks for every field, then for a matching confirmation', () => {
    const { actor, api, fill } = start();
    fill({ new_password: 'a1', confirm_password: 'a1' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.validation).toBe('AllRequiredFieldsMustBeFilled');
    fill({ old_password: 'old', confirm_password: 'a2' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.validation).toBe('PasswordsDoNotMatch');
    expect(api.calls).toHaveLength(0);
  });

  it('on success clears the fields and shows the message for 2 s', async () => {
    const { actor, api, fill } = start();
    fill({ old_password: 'old', new_password: 'a1', confirm_password: 'a1' });
    actor.send({ type: 'form.submit' });
    expect(api.calls[0]?.input).toEqual({ old_password: 'old', new_password: 'a1', confirm_password: 'a1' });
    await api.resolve(ok);
    expect(actor.getSnapshot().value).toBe('changed');
    expect(actor.getSnapshot().context.values).toEqual({ old_password: '', new_password: '', confirm_password: '' });
    expect(actor.getSnapshot().context.message).toBe(ok.message);
    await vi.advanceTimersByTimeAsync(CHANGE_PASSWORD_DELAYS.popup - 1);
    expect(actor.getSnapshot().value).toBe('changed');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('on failure shows the server message and keeps the fields', async () => {
    const { actor, api, fill } = start();
    fill({ old_password: 'bad', new_password: 'a1', confirm_password: 'a1' });
    actor.send({ type: 'form.submit' });
    await api.reject(new ApiError('http', { status: 422, serverMessage: 'The current password is incorrect.' }));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.message).toBe('The current password is incorrect.');
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().context.values.old_password).toBe('bad');
  });
});

describe('changePasswordMachine', () => {
  const empty = { old_password: '', new_password: '', confirm_password: '' };
  /** Where the form is after `steps`, from the spec alone: a submit goes out when every field is filled
   * and the two new ones match; its answer opens a popup that closes after 2 s or when dismissed. */
  function whereAfter(steps: ModelEvent[]) {
    let at: 'editing' | 'submitting' | 'changed' | 'failed' = 'editing';
    let values = empty;
    for (const e of steps) {
      if (e.type === 'form.change' && at === 'editing') values = { ...values, [e.field as string]: e.value };
      else if (e.type === 'form.submit' && at === 'editing') {
        const filled = Object.values(values).every((v) => v !== '');
        if (filled && values.new_password === values.confirm_password) at = 'submitting';
      } else if (e.type === 'xstate.done.actor.change' && at === 'submitting') [at, values] = ['changed', empty];
      else if (e.type === 'xstate.error.actor.change' && at === 'submitting') at = 'failed';
      else if ((e.type === 'popup.close' || e.type.startsWith('xstate.after.')) && at !== 'submitting') at = 'editing';
    }
    return at;
  }
  describeModelPaths(changePasswordMachine, {
    events: [
      { type: 'form.change', field: 'old_password', value: 'old' },
      { type: 'form.change', field: 'new_password', value: 'a1' },
      { type: 'form.change', field: 'confirm_password', value: 'a1' },
      { type: 'form.change', field: 'confirm_password', value: 'zz' },
      { type: 'form.submit' },
      { type: 'popup.close' },
      done('change', ok),
      failed('change', new ApiError('http', { status: 422, serverMessage: 'Wrong password' })),
      delayed('popup', 'changePassword.changed'),
      delayed('popup', 'changePassword.failed'),
    ],
    serialize: (s) => {
      const v = s.context.values;
      const filled = Object.values(v).filter((x) => x !== '').length;
      return `${JSON.stringify(s.value)}|${filled}|${v.new_password === v.confirm_password}|${s.context.validation}|${s.context.failure?.kind}`;
    },
    start,
    expectStates: ['"editing"', '"submitting"', '"changed"', '"failed"'],
    check: (sut, _expected, steps) => {
      const at = whereAfter(steps);
      const s = sut.actor.getSnapshot();
      // The fields show what was typed since the last success, which clears them.
      const since = steps.slice(steps.findLastIndex((e) => e.type === 'xstate.done.actor.change') + 1);
      const values = typedValues(empty, since);
      // A submit refused on the client names why, until the next edit; nothing is sent for it.
      const refused =
        lastOf(steps, 'form.submit', 'form.change', 'xstate.done.actor.change', 'xstate.error.actor.change')?.type ===
          'form.submit' && at === 'editing';
      const blank = Object.values(values).some((v) => v === '');
      const answered = steps.filter(
        (e) => e.type === 'xstate.done.actor.change' || e.type === 'xstate.error.actor.change',
      );
      const lastAnswer = answered.at(-1);
      expect({ ...formShown(s), message: s.context.message }).toEqual({
        values,
        validation: refused ? (blank ? 'AllRequiredFieldsMustBeFilled' : 'PasswordsDoNotMatch') : null,
        invalid: refused
          ? blank
            ? Object.keys(values)
                .filter((f) => values[f as PasswordField] === '')
                .sort()
            : ['confirm_password']
          : [],
        // The server's refusal stays until the next submit.
        failure:
          lastAnswer?.type === 'xstate.error.actor.change' && at !== 'submitting'
            ? { kind: 'server', message: 'Wrong password' }
            : null,
        busy: at === 'submitting',
        dialog: at === 'failed',
        success: at === 'changed',
        message: steps.some((e) => e.type === 'xstate.done.actor.change') ? ok.message : null,
      });
      // One POST per accepted submit, with the three fields as typed.
      const posts = answered.length + (at === 'submitting' ? 1 : 0);
      expect(sut.api.calls.map((c) => c.input)).toEqual(
        Array(posts).fill({ old_password: 'old', new_password: 'a1', confirm_password: 'a1' }),
      );
    },
  });
});
