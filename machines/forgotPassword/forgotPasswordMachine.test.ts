import { type ActionResult, ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, modelPaths, stepper } from '../testing';
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
  return { actor, api, storeEmail, leave };
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
    actor.send({ type: 'form.change', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.validation).toBe('enterEmail');
    expect(api.calls).toHaveLength(0);
  });

  it('can start from a known email', () => {
    expect(start('a@b.co').actor.getSnapshot().context.email).toBe('a@b.co');
  });

  it('sends the code, keeps the server message, stores the email', async () => {
    const { actor, api, storeEmail } = start();
    actor.send({ type: 'form.change', value: ' a@b.co ' });
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
    expect(actor.getSnapshot().context.email).toBe('a@b.co');
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

describe('forgotPasswordMachine model-based paths', () => {
  const model = modelPaths(forgotPasswordMachine, {
    input: { email: null },
    events: [
      { type: 'form.change', value: 'a@b.co' },
      { type: 'form.change', value: '' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.0.forgotPassword.sending', output: sent },
      { type: 'xstate.error.actor.0.forgotPassword.sending', error: new ApiError('network') },
      { type: 'xstate.after.redirect.forgotPassword.sent' },
    ],
    allow: (s, e) => (e.type.startsWith('xstate.') ? s.matches(e.type.includes('after') ? 'sent' : 'sending') : true),
    serialize: (s) =>
      `${JSON.stringify(s.value)}|${s.context.email}|${s.context.validation}|${s.context.failure?.kind}`,
    expectStates: ['"editing"', '"sending"', '"sent"', '"done"'],
  });
  it('reaches every state', () => model.assertCoverage());
  for (const path of model.paths) {
    it(path.description, async () => {
      const sut = start();
      await model.run(path, {
        exec: stepper(
          (event) => sut.actor.send(event as never),
          () => sut.api,
          FORGOT_PASSWORD_DELAYS.redirect,
        ),
        check: (expected) => {
          expect(sut.actor.getSnapshot().value).toEqual(expected.value);
          expect(sut.actor.getSnapshot().context).toEqual(expected.context);
        },
      });
    });
  }
});
