import { type ActionResult, ApiError } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, delayed, describeModelPaths, done, failed, lastOf, type ModelEvent } from '../testing';
import { VERIFY_CODE_DELAYS, verifyCodeMachine } from './verifyCodeMachine';

const ok: ActionResult = { success: true, message: 'Verified' };

function start(email: string | null = 'a@b.co') {
  const verify = controlled<ActionResult, { email: string; code: string }>();
  const resend = controlled<ActionResult, string>();
  const leave = vi.fn();
  const actor = createActor(
    verifyCodeMachine.provide({
      actors: { verify: verify.logic, resend: resend.logic },
      actions: { leave: () => leave() },
    }),
    { input: { email } },
  ).start();
  return { actor, verify, resend, leave, settle: { verify, resend } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('verifyCodeMachine', () => {
  it('keeps digits only, at most six', () => {
    const { actor } = start();
    actor.send({ type: 'code.change', value: '12a3-4567' });
    expect(actor.getSnapshot().context.code).toBe('123456');
  });

  it('sends only a complete code, with the stored email', () => {
    const { actor, verify } = start();
    actor.send({ type: 'code.change', value: '12345' });
    actor.send({ type: 'form.submit' });
    expect(verify.calls).toHaveLength(0);
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'form.submit' });
    expect(verify.calls[0]?.input).toEqual({ email: 'a@b.co', code: '123456' });
  });

  it('cannot send or resend without a stored email', () => {
    const { actor, verify, resend } = start(null);
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'code.resend' });
    expect(verify.calls).toHaveLength(0);
    expect(resend.calls).toHaveLength(0);
  });

  it('shows the server message inline and keeps the code', async () => {
    const { actor, verify } = start();
    actor.send({ type: 'code.change', value: '000000' });
    actor.send({ type: 'form.submit' });
    await verify.reject(new ApiError('http', { status: 422, serverMessage: 'The verification code is incorrect.' }));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      code: '000000',
      failure: { kind: 'server', message: 'The verification code is incorrect.' },
    });
  });

  it('forgets the server’s words when the language changes; translated failures stay', async () => {
    const { actor, verify, resend } = start();
    actor.send({ type: 'code.change', value: '000000' });
    actor.send({ type: 'form.submit' });
    await verify.reject(new ApiError('http', { status: 422, serverMessage: 'رمز التحقق غير صحيح.' }));
    actor.send({ type: 'code.resend' });
    await resend.resolve({ success: true, message: 'تم إرسال الرمز' });
    actor.send({ type: 'form.languageChanged' });
    // The resend outcome stays, now told by the app's own (translated) text.
    expect(actor.getSnapshot().context.resend).toEqual({ ok: true, message: null });
    actor.send({ type: 'form.submit' });
    await verify.reject(new ApiError('http', { status: 422, serverMessage: 'رمز التحقق غير صحيح.' }));
    actor.send({ type: 'form.languageChanged' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().context.code).toBe('000000');
    actor.send({ type: 'form.submit' });
    await verify.reject(new TypeError('Failed to fetch'));
    actor.send({ type: 'form.languageChanged' });
    expect(actor.getSnapshot().context.failure?.kind).toBe('network');
  });

  it('marks a network failure as such (the unexpected-error text)', async () => {
    const { actor, verify } = start();
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'form.submit' });
    await verify.reject(new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().context.failure?.kind).toBe('network');
  });

  it('resends the code and reports how it went', async () => {
    const { actor, resend } = start();
    actor.send({ type: 'code.resend' });
    expect(resend.calls[0]?.input).toBe('a@b.co');
    await resend.resolve({ success: true, message: 'Sent again' });
    expect(actor.getSnapshot().context.resend).toEqual({ ok: true, message: 'Sent again' });
    actor.send({ type: 'code.resend' });
    await resend.reject(new ApiError('http', { status: 500, serverMessage: 'Mail down' }));
    expect(actor.getSnapshot().context.resend).toEqual({ ok: false, message: 'Mail down' });
  });
});

describe('verifyCodeMachine timers', () => {
  it('leaves 2 s after the code is verified', async () => {
    const { actor, verify, leave } = start();
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'form.submit' });
    await verify.resolve(ok);
    expect(actor.getSnapshot().value).toBe('verified');
    await vi.advanceTimersByTimeAsync(VERIFY_CODE_DELAYS.successNotice - 1);
    expect(leave).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(leave).toHaveBeenCalledTimes(1);
  });
});

describe('verifyCodeMachine', () => {
  const wrong = new ApiError('http', { status: 422, serverMessage: 'Wrong' });
  /** Where the screen is after `steps`, from the spec alone: a 6-digit code is checked; a resend any time. */
  function whereAfter(steps: ModelEvent[]) {
    let at: 'editing' | 'verifying' | 'resending' | 'verified' | 'done' = 'editing';
    let code = '';
    for (const e of steps) {
      if (e.type === 'code.change' && at === 'editing') code = e.value as string;
      else if (e.type === 'form.submit' && at === 'editing' && code.length === 6) at = 'verifying';
      else if (e.type === 'code.resend' && at === 'editing') at = 'resending';
      else if (e.type === 'xstate.done.actor.verify' && at === 'verifying') at = 'verified';
      else if (e.type.startsWith('xstate.') && e.type.includes('.actor.') && at !== 'verified') at = 'editing';
      else if (e.type.startsWith('xstate.after.') && at === 'verified') at = 'done';
    }
    return at;
  }
  describeModelPaths(verifyCodeMachine, {
    input: { email: 'a@b.co' },
    events: [
      { type: 'code.change', value: '123' },
      { type: 'code.change', value: '123456' },
      { type: 'form.submit' },
      { type: 'code.resend' },
      done('verify', ok),
      failed('verify', wrong),
      done('resend', ok),
      failed('resend', new ApiError('network')),
      delayed('successNotice', 'verifyCode.verified'),
    ],
    serialize: (s) => `${JSON.stringify(s.value)}|${s.context.code}|${s.context.failure?.kind}|${s.context.resend?.ok}`,
    start: () => start(),
    expectStates: ['"editing"', '"verifying"', '"resending"', '"verified"', '"done"'],
    check: (sut, _expected, steps) => {
      const at = whereAfter(steps);
      const s = sut.actor.getSnapshot();
      const answers = (id: string) =>
        steps.filter((e) => e.type === `xstate.done.actor.${id}` || e.type === `xstate.error.actor.${id}`).length;
      // The inline error shows the server's words until the code changes or a resend starts; the resend's
      // line its outcome until the next resend.
      const last = lastOf(steps, 'code.change', 'code.resend', 'xstate.error.actor.verify');
      const resent = lastOf(steps, 'xstate.done.actor.resend', 'xstate.error.actor.resend', 'code.resend');
      expect({
        code: s.context.code,
        failure: s.context.failure?.message ?? null,
        resend: s.context.resend,
        busy: s.hasTag('busy'),
        resending: s.hasTag('resending'),
        success: s.hasTag('success'),
      }).toEqual({
        code: (lastOf(steps, 'code.change')?.value as string | undefined) ?? '',
        failure: last?.type === 'xstate.error.actor.verify' ? 'Wrong' : null,
        resend:
          resent?.type === 'xstate.done.actor.resend'
            ? { ok: true, message: ok.message }
            : resent?.type === 'xstate.error.actor.resend'
              ? { ok: false, message: null }
              : null,
        busy: at === 'verifying',
        resending: at === 'resending',
        success: steps.some((e) => e.type === 'xstate.done.actor.verify'),
      });
      // One verify call per accepted submit, one resend per press, each with the address; left once.
      expect(sut.verify.calls.map((c) => c.input)).toEqual(
        Array(answers('verify') + (at === 'verifying' ? 1 : 0)).fill({ email: 'a@b.co', code: '123456' }),
      );
      expect(sut.resend.calls.map((c) => c.input)).toEqual(
        Array(answers('resend') + (at === 'resending' ? 1 : 0)).fill('a@b.co'),
      );
      expect(sut.leave).toHaveBeenCalledTimes(steps.some((e) => e.type.startsWith('xstate.after.')) ? 1 : 0);
    },
  });
});
