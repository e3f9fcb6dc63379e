import { type ActionResult, ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, delayed, describeModelPaths, done, failed, lastOf, typedValues } from '../testing';
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
      const s = sut.actor.getSnapshot();
      // The fields show what was typed since the last success, which clears them.
      const since = steps.slice(steps.findLastIndex((e) => e.type === 'xstate.done.actor.change') + 1);
      expect(s.context.values).toEqual(typedValues(empty, since));
      if (s.hasTag('busy'))
        expect(sut.api.calls.at(-1)?.input).toEqual({
          old_password: 'old',
          new_password: 'a1',
          confirm_password: 'a1',
        });
      if (s.hasTag('success')) expect(s.context.message).toBe(ok.message);
      if (s.hasTag('dialog')) expect(s.context.failure?.message).toBe('Wrong password');
      const refused = lastOf(steps, 'form.submit', 'form.change')?.type === 'form.submit';
      if (!refused || s.hasTag('busy')) expect(s.context.validation).toBeNull();
      expect(sut.api.calls).toHaveLength(
        steps.filter((e) => e.type.startsWith('xstate.') && e.type.includes('actor')).length +
          (s.hasTag('busy') ? 1 : 0),
      );
    },
  });
});
