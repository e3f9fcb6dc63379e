import { type ActionResult, ApiError, type RegistrationPayload } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled } from '../testing';
import { REGISTER_DELAYS, type RegisterField, registerMachine } from './registerMachine';

const ok: ActionResult = { success: true, message: 'Account created' };

function start() {
  const api = controlled<ActionResult, RegistrationPayload>();
  const storeEmail = vi.fn();
  const leave = vi.fn();
  const actor = createActor(
    registerMachine.provide({
      actors: { register: api.logic },
      actions: { storeEmail: (_, p) => storeEmail(p.email), leave: () => leave() },
    }),
  ).start();
  const fill = (values: Partial<Record<RegisterField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'form.change', field: field as RegisterField, value: value ?? '' });
    }
  };
  return { actor, api, storeEmail, leave, fill, settle: { register: api } };
}

const complete = {
  name: 'Laila',
  email: ' laila@example.com ',
  phone: '555000111',
  password: 'secret1',
  confirm_password: 'secret1',
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('registerMachine validation', () => {
  for (const missing of ['name', 'email', 'phone'] as const) {
    it(`needs ${missing}: AllRequiredFieldsMustBeFilled and nothing sent`, () => {
      const { actor, api, fill } = start();
      fill({ ...complete, [missing]: '   ' });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().context.validation).toBe('AllRequiredFieldsMustBeFilled');
      expect(api.calls).toHaveLength(0);
    });
  }

  it('needs the passwords to match: PasswordsDoNotMatch and nothing sent', () => {
    const { actor, api, fill } = start();
    fill({ ...complete, confirm_password: 'secret2' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.validation).toBe('PasswordsDoNotMatch');
    expect(api.calls).toHaveLength(0);
  });

  it('checks nothing else on the client: a one-letter password is sent', () => {
    const { actor, api, fill } = start();
    fill({ ...complete, password: 'a', confirm_password: 'a' });
    actor.send({ type: 'form.submit' });
    expect(api.calls).toHaveLength(1);
  });
});

describe('registerMachine payload', () => {
  it("sends phone_key '+20' until a country is picked", () => {
    const { actor, api, fill } = start();
    fill(complete);
    actor.send({ type: 'form.submit' });
    expect(api.calls[0]?.input).toEqual({
      name: 'Laila',
      email: 'laila@example.com',
      password: 'secret1',
      confirm_password: 'secret1',
      phone_key: '+20',
      phone: '555000111',
    });
  });

  it("sends the picked country's two-letter key as phone_key", () => {
    const { actor, api, fill } = start();
    fill(complete);
    actor.send({ type: 'form.country', key: 'SA' });
    actor.send({ type: 'form.submit' });
    expect(api.calls[0]?.input.phone_key).toBe('SA');
  });
});

describe('registerMachine outcomes', () => {
  it('success: stores the email, confirms for 2 s, then leaves for /confirm-code', async () => {
    const { actor, api, fill, storeEmail, leave } = start();
    fill(complete);
    actor.send({ type: 'form.submit' });
    await api.resolve(ok);
    expect(storeEmail).toHaveBeenCalledWith('laila@example.com');
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(REGISTER_DELAYS.successToast - 1);
    expect(leave).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('server refusal: field errors and message kept, everything typed kept', async () => {
    const { actor, api, fill } = start();
    fill(complete);
    actor.send({ type: 'form.submit' });
    await api.reject(
      new ApiError('http', {
        status: 422,
        serverMessage: 'The email has already been taken.',
        fieldErrors: { email: 'taken', phone: 'taken too' },
      }),
    );
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context.failure).toEqual({
      kind: 'server',
      status: 422,
      message: 'The email has already been taken.',
      fieldErrors: { email: 'taken', phone: 'taken too' },
    });
    expect(context.values).toEqual(complete);
    // Editing a field clears its own server error only.
    actor.send({ type: 'form.change', field: 'email', value: 'other@example.com' });
    expect(actor.getSnapshot().context.failure?.fieldErrors).toEqual({ phone: 'taken too' });
  });

  it('a language change forgets the server’s refusal (its words are in the old language), not what was typed', async () => {
    const { actor, api, fill } = start();
    fill(complete);
    actor.send({ type: 'form.submit' });
    await api.reject(
      new ApiError('http', {
        status: 422,
        serverMessage: 'البيانات غير صالحة',
        fieldErrors: { email: 'البريد الإلكتروني مستخدم من قبل' },
      }),
    );
    actor.send({ type: 'form.languageChanged' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().context.values.name).toBe('Laila');
  });

  it('connection failure: marked as network', async () => {
    const { actor, api, fill } = start();
    fill(complete);
    actor.send({ type: 'form.submit' });
    await api.reject(new ApiError('network'));
    expect(actor.getSnapshot().context.failure?.kind).toBe('network');
  });
});
