import { type ActionResult, ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, delayed, describeModelPaths, done, failed, lastOf, typedValues } from '../testing';
import { FORGOT_PASSWORD_DELAYS, forgotPasswordMachine } from './forgotPasswordMachine';

const sent: ActionResult = { success: true, message: 'The code has been sent to your email successfully.' };

function start(email?: string) {
  const api = controlled<ActionResult, string>();
  const storeEmail = vi.fn();
  const leave = vi.fn();
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: { sendCode: api.logic },
      actions: { storeEmail: (_, p) => storeEmail(p.email), leave: () => leave() },
    }),
    { input: { email: email ?? null } },
  ).start();
  return { actor, api, storeEmail, leave, settle: { sendCode: api } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('forgotPasswordMachine', () => {
  it('needs an email: enterEmail and nothing sent', () => {
    const { actor, api } = start();
    actor.send({ type: 'form.change', field: 'email', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.validation).toBe('enterEmail');
    expect(api.calls).toHaveLength(0);
  });

  it('can start from a known email', () => {
    expect(start('a@b.co').actor.getSnapshot().context.values.email).toBe('a@b.co');
  });

  it('sends the code, keeps the server message, stores the email', async () => {
    const { actor, api, storeEmail } = start();
    actor.send({ type: 'form.change', field: 'email', value: ' a@b.co ' });
    actor.send({ type: 'form.submit' });
    expect(api.calls[0]?.input).toBe('a@b.co');
    await api.resolve(sent);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.message).toBe(sent.message);
    expect(storeEmail).toHaveBeenCalledWith('a@b.co');
  });

  it('server refusal and network failure return to editing with the email kept', async () => {
    const { actor, api } = start('a@b.co');
    actor.send({ type: 'form.submit' });
    await api.reject(
      new ApiError('http', { status: 422, serverMessage: 'No account', fieldErrors: { email: 'No account' } }),
    );
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'server', message: 'No account' });
    actor.send({ type: 'form.submit' });
    await api.reject(new ApiError('network'));
    expect(actor.getSnapshot().context.failure?.kind).toBe('network');
    expect(actor.getSnapshot().context.values.email).toBe('a@b.co');
  });
});

describe('forgotPasswordMachine timers', () => {
  it('moves on to /confirm-code 2 s after the code is sent', async () => {
    const { actor, api, leave } = start('a@b.co');
    actor.send({ type: 'form.submit' });
    await api.resolve(sent);
    await vi.advanceTimersByTimeAsync(FORGOT_PASSWORD_DELAYS.redirect - 1);
    expect(leave).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(leave).toHaveBeenCalledTimes(1);
  });
});

describe('forgotPasswordMachine', () => {
  describeModelPaths(forgotPasswordMachine, {
    input: { email: null },
    events: [
      { type: 'form.change', field: 'email', value: ' a@b.co ' },
      { type: 'form.change', field: 'email', value: '' },
      { type: 'form.submit' },
      done('sendCode', sent),
      failed('sendCode', new ApiError('network')),
      delayed('redirect', 'forgotPassword.sent'),
    ],
    serialize: (s) =>
      `${JSON.stringify(s.value)}|${s.context.values.email}|${s.context.validation}|${s.context.failure?.kind}`,
    start,
    expectStates: ['"editing"', '"sending"', '"sent"', '"done"'],
    check: (sut, _expected, steps) => {
      const s = sut.actor.getSnapshot();
      const { email } = typedValues({ email: '' }, steps);
      expect(s.context.values.email).toBe(email);
      const refused = lastOf(steps, 'form.submit', 'form.change')?.type === 'form.submit' && email === '';
      expect(s.context.validation).toBe(refused ? 'enterEmail' : null);
      if (s.hasTag('busy')) expect(sut.api.calls.at(-1)?.input).toBe('a@b.co');
      if (s.hasTag('success')) {
        expect(s.context.message).toBe(sent.message);
        expect(sut.storeEmail).toHaveBeenCalledWith('a@b.co');
      } else expect(sut.storeEmail).not.toHaveBeenCalled();
      expect(sut.leave).toHaveBeenCalledTimes(s.status === 'done' ? 1 : 0);
    },
  });
});
