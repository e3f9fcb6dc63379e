import { ApiError, type LoginResult } from '@dars/api';
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
import { LOGIN_DELAYS, loginMachine } from './loginMachine';

const session: LoginResult = {
  token: 'tok',
  user: { name: 'Sara', email: 'student@dars.example', phone_key: '966', phone: '1', image: null },
  message: 'Logged in',
};

function start() {
  const api = controlled<LoginResult, { email: string; password: string }>();
  const signedIn = vi.fn();
  const leave = vi.fn();
  const actor = createActor(
    loginMachine.provide({
      actors: { login: api.logic },
      actions: { signedIn: (_, params) => signedIn(params), leave: () => leave() },
    }),
    { input: {} },
  ).start();
  const fill = (email: string, password: string) => {
    actor.send({ type: 'form.change', field: 'email', value: email });
    actor.send({ type: 'form.change', field: 'password', value: password });
  };
  return { actor, api, signedIn, leave, fill, settle: { login: api } };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loginMachine', () => {
  it('refuses blank fields after trimming with emailPasswordRequired, sending nothing', () => {
    const { actor, api, fill } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.validation).toBe('emailPasswordRequired');
    fill('   ', 'secret');
    actor.send({ type: 'form.submit' });
    fill('a@b.co', '  ');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(api.calls).toHaveLength(0);
  });

  it('clears the validation message as soon as the user types', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', field: 'email', value: 'a' });
    expect(actor.getSnapshot().context.validation).toBeNull();
  });

  it('sends the trimmed email and the password as typed', () => {
    const { actor, api, fill } = start();
    fill('  student@dars.example ', ' pass word ');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(api.calls[0]?.input).toEqual({ email: 'student@dars.example', password: ' pass word ' });
  });

  it('on success: signs in, shows the toast, then leaves', async () => {
    const { actor, api, fill, signedIn, leave } = start();
    fill('a@b.co', 'x');
    actor.send({ type: 'form.submit' });
    await api.resolve(session);
    expect(actor.getSnapshot().value).toBe('success');
    expect(signedIn).toHaveBeenCalledWith(session);
    expect(leave).not.toHaveBeenCalled();
  });

  it('a server refusal opens the error dialog with the server message; confirming keeps what was typed', async () => {
    const { actor, api, fill } = start();
    fill('a@b.co', 'wrong');
    actor.send({ type: 'form.submit' });
    await api.reject(
      new ApiError('http', { status: 401, serverMessage: 'These credentials do not match our records.' }),
    );
    expect(actor.getSnapshot().value).toBe('errorDialog');
    expect(actor.getSnapshot().context.failure).toMatchObject({
      kind: 'server',
      message: 'These credentials do not match our records.',
    });
    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      values: { email: 'a@b.co', password: 'wrong' },
      failure: null,
    });
  });

  it('a refusal without a message leaves the message to the invalid-credentials text', async () => {
    const { actor, api, fill } = start();
    fill('a@b.co', 'wrong');
    actor.send({ type: 'form.submit' });
    await api.reject(new ApiError('http', { status: 422 }));
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'server', message: null });
  });

  it('a network failure shows the inline server error, not the dialog', async () => {
    const { actor, api, fill } = start();
    fill('a@b.co', 'x');
    actor.send({ type: 'form.submit' });
    await api.reject(new ApiError('network'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure?.kind).toBe('network');
  });

  it('keeps remember-me as a plain choice', () => {
    const { actor } = start();
    actor.send({ type: 'form.remember', value: true });
    expect(actor.getSnapshot().context.remember).toBe(true);
  });

  it('ignores typing and submitting while a login is under way', () => {
    const { actor, api, fill } = start();
    fill('a@b.co', 'x');
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', field: 'email', value: 'other' });
    expect(api.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.values.email).toBe('a@b.co');
  });
});

describe('loginMachine timers', () => {
  it('shows the success toast for exactly 1.5 s, then leaves', async () => {
    const { actor, api, fill, leave } = start();
    fill('a@b.co', 'x');
    actor.send({ type: 'form.submit' });
    await api.resolve(session);
    expect(LOGIN_DELAYS.successToast).toBe(1500);
    await vi.advanceTimersByTimeAsync(1499);
    expect(leave).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('loginMachine', () => {
  const refused = new ApiError('http', { status: 401, serverMessage: 'No' });
  const offline = new ApiError('network');
  /**
   * Where the form is after `steps`, from the spec alone: both fields filled send them; the server's refusal
   * opens a dialog, a lost connection stays on the form; a success shows the toast, then leaves.
   */
  function whereAfter(steps: ModelEvent[]) {
    let at: 'editing' | 'submitting' | 'errorDialog' | 'success' | 'done' = 'editing';
    const values = { email: '', password: '' };
    for (const e of steps) {
      if (e.type === 'form.change' && at === 'editing') values[e.field as 'email'] = e.value as string;
      else if (e.type === 'form.submit' && at === 'editing' && values.email.trim() && values.password.trim())
        at = 'submitting';
      else if (e.type === 'xstate.done.actor.login' && at === 'submitting') at = 'success';
      else if (e.type === 'xstate.error.actor.login' && at === 'submitting')
        at = (e.error as ApiError).kind === 'http' ? 'errorDialog' : 'editing';
      else if (e.type === 'dialog.confirm' && at === 'errorDialog') at = 'editing';
      else if (e.type.startsWith('xstate.after.') && at === 'success') at = 'done';
    }
    return at;
  }
  describeModelPaths(loginMachine, {
    events: [
      { type: 'form.change', field: 'email', value: 'a@b.co' },
      { type: 'form.change', field: 'password', value: 'secret' },
      { type: 'form.submit' },
      { type: 'dialog.confirm' },
      done('login', session),
      failed('login', refused),
      failed('login', offline),
      delayed('successToast', 'login.success'),
    ],
    serialize: (s) =>
      `${JSON.stringify(s.value)}|${!!s.context.values.email}|${!!s.context.values.password}|${s.context.validation}|${s.context.failure?.kind}`,
    start,
    expectStates: ['"editing"', '"submitting"', '"errorDialog"', '"success"', '"done"'],
    check: (sut, _expected, steps) => {
      const at = whereAfter(steps);
      const values = typedValues({ email: '', password: '' }, steps);
      const refusedSubmit =
        lastOf(steps, 'form.submit', 'form.change', 'xstate.error.actor.login')?.type === 'form.submit' &&
        at === 'editing';
      // The server's refusal shows in the dialog until confirmed; a lost connection stays inline until the
      // next submit.
      const lastFailure = lastOf(steps, 'xstate.error.actor.login', 'dialog.confirm', 'form.submit');
      const failure =
        lastFailure?.type === 'xstate.error.actor.login' && at !== 'submitting'
          ? (lastFailure.error as ApiError).kind === 'http'
            ? { kind: 'server', message: 'No' }
            : { kind: 'network', message: null }
          : null;
      const signedIn = steps.some((e) => e.type === 'xstate.done.actor.login');
      expect(formShown(sut.actor.getSnapshot())).toEqual({
        values,
        validation: refusedSubmit ? 'emailPasswordRequired' : null,
        invalid: refusedSubmit ? Object.keys(values).filter((f) => values[f as 'email'] === '') : [],
        failure,
        busy: at === 'submitting',
        dialog: at === 'errorDialog',
        success: signedIn,
      });
      // One POST per accepted submit with the trimmed address and the password; signed in with what the
      // server sent; the page left once, after the toast's time.
      const posts =
        steps.filter((e) => e.type.startsWith('xstate.done.actor') || e.type.startsWith('xstate.error.actor')).length +
        (at === 'submitting' ? 1 : 0);
      expect(sut.api.calls.map((c) => c.input)).toEqual(Array(posts).fill({ email: 'a@b.co', password: 'secret' }));
      expect(sut.signedIn.mock.calls).toEqual(signedIn ? [[session]] : []);
      expect(sut.leave).toHaveBeenCalledTimes(steps.some((e) => e.type.startsWith('xstate.after.')) ? 1 : 0);
    },
  });
});
