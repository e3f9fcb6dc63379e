import { type ActionResult, ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, modelPaths, stepper } from '../testing';
import { CHANGE_PASSWORD_DELAYS, changePasswordMachine, type PasswordField } from './changePasswordMachine';

const ok: ActionResult = { success: true, message: 'Password changed successfully.' };

function start() {
  const api = controlled<ActionResult, Record<PasswordField, string>>();
  const actor = createActor(changePasswordMachine.provide({ actors: { change: api.logic } })).start();
  const fill = (values: Partial<Record<PasswordField, string>>) => {
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'form.change', field: field as PasswordField, value: value ?? '' });
  };
  return { actor, api, fill };
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

describe('changePasswordMachine model-based paths', () => {
  const model = modelPaths(changePasswordMachine, {
    events: [
      { type: 'form.change', field: 'old_password', value: 'old' },
      { type: 'form.change', field: 'new_password', value: 'a1' },
      { type: 'form.change', field: 'confirm_password', value: 'a1' },
      { type: 'form.change', field: 'confirm_password', value: 'zz' },
      { type: 'form.submit' },
      { type: 'popup.close' },
      { type: 'xstate.done.actor.0.changePassword.submitting', output: ok },
      { type: 'xstate.error.actor.0.changePassword.submitting', error: new ApiError('network') },
      { type: 'xstate.after.popup.changePassword.changed' },
      { type: 'xstate.after.popup.changePassword.failed' },
    ],
    allow: (s, e) => {
      if (e.type.includes('submitting')) return s.matches('submitting');
      if (e.type.endsWith('.changed')) return s.matches('changed');
      if (e.type.endsWith('.failed')) return s.matches('failed');
      return true;
    },
    serialize: (s) => `${JSON.stringify(s.value)}|${JSON.stringify(s.context)}`,
    expectStates: ['"editing"', '"submitting"', '"changed"', '"failed"'],
  });
  it('reaches every state', () => model.assertCoverage());
  for (const path of model.paths.filter((p) => p.steps.length <= 7)) {
    it(path.description, async () => {
      const sut = start();
      await model.run(path, {
        exec: stepper(
          (event) => sut.actor.send(event as never),
          () => sut.api,
          CHANGE_PASSWORD_DELAYS.popup,
        ),
        check: (expected) => {
          expect(sut.actor.getSnapshot().value).toEqual(expected.value);
          expect(sut.actor.getSnapshot().context).toEqual(expected.context);
        },
      });
    });
  }
});
