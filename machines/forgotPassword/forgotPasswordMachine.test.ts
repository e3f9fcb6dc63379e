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
  /** Where the form is after `steps`, from the spec alone: an address sends the code; 2 s after, /confirm-code. */
  function whereAfter(steps: ModelEvent[]) {
    let at: 'editing' | 'sending' | 'sent' | 'done' = 'editing';
    let email = '';
    for (const e of steps) {
      if (e.type === 'form.change' && at === 'editing') email = e.value as string;
      else if (e.type === 'form.submit' && at === 'editing' && email.trim() !== '') at = 'sending';
      else if (e.type === 'xstate.done.actor.sendCode' && at === 'sending') at = 'sent';
      else if (e.type === 'xstate.error.actor.sendCode' && at === 'sending') at = 'editing';
      else if (e.type.startsWith('xstate.after.') && at === 'sent') at = 'done';
    }
    return at;
  }
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
      const at = whereAfter(steps);
      const { email } = typedValues({ email: '' }, steps);
      const refused =
        lastOf(steps, 'form.submit', 'form.change', 'xstate.error.actor.sendCode')?.type === 'form.submit' &&
        at === 'editing';
      const answers = steps.filter(
        (e) => e.type.startsWith('xstate.done.actor') || e.type.startsWith('xstate.error.actor'),
      );
      const sentOk = steps.some((e) => e.type === 'xstate.done.actor.sendCode');
      // The field as typed, why a submit was refused, the network line, the spinner, the success popup.
      expect({ ...formShown(sut.actor.getSnapshot()), message: sut.actor.getSnapshot().context.message }).toEqual({
        values: { email },
        validation: refused ? 'enterEmail' : null,
        invalid: refused ? ['email'] : [],
        failure:
          answers.at(-1)?.type === 'xstate.error.actor.sendCode' && at === 'editing'
            ? { kind: 'network', message: null }
            : null,
        busy: at === 'sending',
        dialog: false,
        success: sentOk,
        message: sentOk ? sent.message : null,
      });
      // One POST per accepted submit with the trimmed address; the address kept for /confirm-code once it
      // is sent; the page left once, after the popup's time.
      const posts = answers.length + (at === 'sending' ? 1 : 0);
      expect(sut.api.calls.map((c) => c.input)).toEqual(Array(posts).fill('a@b.co'));
      expect(sut.storeEmail.mock.calls).toEqual(sentOk ? [['a@b.co']] : []);
      expect(sut.leave).toHaveBeenCalledTimes(
        steps.some((e) => e.type === 'xstate.after.redirect.forgotPassword.sent') ? 1 : 0,
      );
    },
  });
});
