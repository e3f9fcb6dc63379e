import { type ActionResult, ApiError, configureApi, resetApiConfig } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
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
import {
  complaintFormMachine,
  contactFormMachine,
  MESSAGE_FORM_DELAYS,
  messageFailureKind,
} from './messageFormMachine';

const sent: ActionResult = { success: true, message: 'Sent successfully.' };
const FILLED = { name: 'Omar', email: 'omar@example.com', address: 'Cairo', body: 'Please add subtitles.' };

function startComplaint() {
  const api = controlled<ActionResult, Record<string, string>>();
  const actor = createActor(complaintFormMachine.provide({ actors: { send: api.logic } })).start();
  const fill = (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'form.change', field, value });
  };
  return { actor, api, fill, settle: { send: api } };
}

function startContact() {
  const api = controlled<ActionResult, Record<string, string>>();
  const actor = createActor(contactFormMachine.provide({ actors: { send: api.logic } })).start();
  return { actor, api };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('complaint form', () => {
  it('every field is required: the message, the blank fields marked, nothing sent', () => {
    const { actor, api, fill } = startComplaint();
    fill({ name: 'Omar', email: 'omar@example.com', address: '  ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.validation).toBe('AllRequiredFieldsMustBeFilled');
    expect(actor.getSnapshot().context.invalid).toEqual(['address', 'body']);
    expect(api.calls).toHaveLength(0);
    // Nothing typed is lost.
    expect(actor.getSnapshot().context.values.name).toBe('Omar');
  });

  it('a malformed e-mail is refused under its field', () => {
    const { actor, api, fill } = startComplaint();
    fill({ ...FILLED, email: 'omar@example' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.validation).toBe('invalidEmail');
    expect(actor.getSnapshot().context.invalid).toEqual(['email']);
    expect(api.calls).toHaveLength(0);
  });

  it('sends the trimmed fields while busy; success empties the form and shows the popup for 2 s', async () => {
    const { actor, api, fill } = startComplaint();
    fill({ ...FILLED, name: ' Omar ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(api.calls[0]?.input).toEqual(FILLED);
    await api.resolve(sent);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('success') && snapshot.hasTag('dialog')).toBe(true);
    expect(snapshot.context.values).toEqual({ name: '', email: '', address: '', body: '' });
    expect(snapshot.context.message).toBe('Sent successfully.');
    await vi.advanceTimersByTimeAsync(MESSAGE_FORM_DELAYS.popup - 1);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a failure keeps everything typed; its popup closes after 2 s, the failure stays until the next submission', async () => {
    const { actor, api, fill } = startComplaint();
    fill(FILLED);
    actor.send({ type: 'form.submit' });
    await api.reject(new ApiError('http', { status: 422, serverMessage: 'Too many complaints.' }));
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(FILLED);
    await vi.advanceTimersByTimeAsync(MESSAGE_FORM_DELAYS.popup);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure?.message).toBe('Too many complaints.');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('the popup can be closed at once', async () => {
    const { actor, api, fill } = startComplaint();
    fill(FILLED);
    actor.send({ type: 'form.submit' });
    await api.reject(new ApiError('network'));
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('reads a failure as the spec does: refused (server words), server (no words or 5xx), connection', () => {
    const base = { fieldErrors: {} };
    expect(messageFailureKind({ ...base, kind: 'server', status: 422, message: 'No' })).toBe('refused');
    expect(messageFailureKind({ ...base, kind: 'server', status: 500, message: 'Internal' })).toBe('server');
    expect(messageFailureKind({ ...base, kind: 'shape', status: null, message: null })).toBe('server');
    expect(messageFailureKind({ ...base, kind: 'network', status: null, message: null })).toBe('connection');
  });
});

describe('contact form', () => {
  it('needs name, e-mail and message; the phone is optional', async () => {
    const { actor, api } = startContact();
    actor.send({ type: 'form.change', field: 'name', value: 'Mona' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.invalid).toEqual(['email', 'message']);
    actor.send({ type: 'form.change', field: 'email', value: 'mona@example.com' });
    actor.send({ type: 'form.change', field: 'message', value: 'Hello' });
    actor.send({ type: 'form.submit' });
    expect(api.calls[0]?.input).toEqual({ name: 'Mona', email: 'mona@example.com', phone: '', message: 'Hello' });
    await api.resolve(sent);
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', phone: '', message: '' });
  });

  it('sends a phone typed with Arabic-Indic or Persian digits in Latin ones; the words as typed', () => {
    const { actor, api } = startContact();
    const typed = { name: 'منى ٣', email: 'mona@example.com', phone: ' ٠١٠ ۱۲۳-4567 ', message: 'الدرس ٥' };
    for (const [field, value] of Object.entries(typed)) actor.send({ type: 'form.change', field, value });
    actor.send({ type: 'form.submit' });
    expect(api.calls[0]?.input).toEqual({
      name: 'منى ٣',
      email: 'mona@example.com',
      phone: '010 123-4567',
      message: 'الدرس ٥',
    });
  });
});

const EMPTY = { name: '', email: '', address: '', body: '' };

/**
 * Where the complaint form is after `steps`, from the spec alone: every field filled and a well-formed
 * address send it; the answer's popup closes after 2 s or when dismissed (typing closes the success one).
 */
function whereAfter(steps: ModelEvent[]) {
  let at: 'editing' | 'sending' | 'sent' | 'failed' = 'editing';
  let values = EMPTY;
  for (const e of steps) {
    if (e.type === 'form.change' && (at === 'editing' || at === 'sent')) {
      values = { ...values, [e.field as string]: e.value };
      at = 'editing';
    } else if (e.type === 'form.submit' && at === 'editing') {
      const filled = Object.values(values).every((v) => v.trim() !== '');
      if (filled && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) at = 'sending';
    } else if (e.type === 'xstate.done.actor.send' && at === 'sending') [at, values] = ['sent', EMPTY];
    else if (e.type === 'xstate.error.actor.send' && at === 'sending') at = 'failed';
    else if ((e.type === 'popup.close' || e.type.startsWith('xstate.after.')) && at !== 'sending') at = 'editing';
  }
  return at;
}

describeModelPaths(complaintFormMachine, {
  name: 'complaint form: model-based paths',
  events: [
    { type: 'form.change', field: 'name', value: 'Omar' },
    { type: 'form.change', field: 'email', value: 'omar@example' },
    { type: 'form.change', field: 'email', value: 'omar@example.com' },
    { type: 'form.change', field: 'address', value: 'Cairo' },
    { type: 'form.change', field: 'body', value: 'Subtitles please' },
    { type: 'form.submit' },
    done('send', sent),
    failed('send', new ApiError('network')),
    { type: 'popup.close' },
    delayed('popup', 'complaintForm.sent'),
    delayed('popup', 'complaintForm.failed'),
  ],
  // Each field once, in this order, keeps the paths few.
  allow: (snapshot, event) => {
    if (event.type !== 'form.change') return true;
    const values = snapshot.context.values as Record<string, string>;
    return values[event.field as string] === '' || (event.field === 'email' && values.email === 'omar@example');
  },
  serialize: (s) =>
    `${JSON.stringify(s.value)}|${Object.values(s.context.values as Record<string, string>).map((v) => v.length)}|${s.context.validation}|${s.context.failure?.kind}`,
  start: startComplaint,
  expectStates: ['"editing"', '"sending"', '"sent"', '"failed"'],
  check: (sut, _expected, steps: ModelEvent[]) => {
    const at = whereAfter(steps);
    const snapshot = sut.actor.getSnapshot();
    // What is typed is what the fields show, except after a success, which empties them.
    const lastSuccess = steps.findLastIndex((s) => s.type.startsWith('xstate.done.actor'));
    const typed = typedValues(EMPTY, steps.slice(lastSuccess + 1));
    // A refused submit names the blank fields, or the address that is not one.
    const refused =
      lastOf(steps, 'form.submit', 'form.change', 'xstate.error.actor.send')?.type === 'form.submit' &&
      at === 'editing';
    const blank = Object.keys(typed).filter((f) => typed[f as keyof typeof EMPTY] === '');
    const lastAnswer = lastOf(steps, 'xstate.done.actor.send', 'xstate.error.actor.send');
    expect({ ...formShown(snapshot), message: snapshot.context.message }).toEqual({
      values: typed,
      validation: refused ? (blank.length > 0 ? 'AllRequiredFieldsMustBeFilled' : 'invalidEmail') : null,
      invalid: refused ? (blank.length > 0 ? blank.sort() : ['email']) : [],
      // The connection line from the last failure, until the next send.
      failure:
        lastAnswer?.type === 'xstate.error.actor.send' && at !== 'sending' ? { kind: 'network', message: null } : null,
      busy: at === 'sending',
      dialog: at === 'sent' || at === 'failed',
      success: at === 'sent',
      message: lastAnswer?.type === 'xstate.done.actor.send' ? sent.message : null,
    });
    // One POST per accepted submit, the fields trimmed.
    const posts =
      steps.filter((s) => s.type.startsWith('xstate.done.actor') || s.type.startsWith('xstate.error.actor')).length +
      (at === 'sending' ? 1 : 0);
    expect(sut.api.calls.map((c) => c.input)).toEqual(
      Array(posts).fill({ name: 'Omar', email: 'omar@example.com', address: 'Cairo', body: 'Subtitles please' }),
    );
  },
});

describe('one rule for both forms (the same call, the same words)', () => {
  const html = '<!doctype html><html><body><h1>500</h1><script>alert(1)</script></body></html>';
  const answers: [string, () => Promise<Response>, 'server' | 'connection' | 'refused'][] = [
    ['a 500 with JSON and no words', async () => Response.json({ success: false }, { status: 500 }), 'server'],
    [
      'a 500 with an HTML body',
      async () => new Response(html, { status: 500, headers: { 'content-type': 'text/html' } }),
      'server',
    ],
    [
      'a cut-off JSON body',
      async () => new Response('{"success": tr', { headers: { 'content-type': 'application/json' } }),
      'server',
    ],
    ['an empty 200 answer', async () => new Response('', { status: 200 }), 'server'],
    ['no connection', async () => Promise.reject(new TypeError('Failed to fetch')), 'connection'],
    [
      'a 422 in the server’s words',
      async () => Response.json({ success: false, message: 'Try later.' }, { status: 422 }),
      'refused',
    ],
  ];
  afterEach(() => resetApiConfig());

  it.each(answers)('%s: the contact and the complaint forms read it alike, as %s', async (_, answer, kind) => {
    vi.useRealTimers();
    configureApi({ baseUrl: 'http://api.test', fetch: answer, getRetries: 0 });
    const kinds: string[] = [];
    for (const machine of [contactFormMachine, complaintFormMachine]) {
      const actor = createActor(machine).start();
      const values = machine === contactFormMachine ? { ...FILLED, message: FILLED.body } : FILLED;
      for (const [field, value] of Object.entries(values)) actor.send({ type: 'form.change', field, value });
      actor.send({ type: 'form.submit' });
      const failed = await waitFor(actor, (snapshot) => snapshot.context.failure !== null, { timeout: 2000 });
      const failure = failed.context.failure;
      if (!failure) throw new Error('no failure');
      kinds.push(messageFailureKind(failure));
      actor.stop();
    }
    expect(kinds).toEqual([kind, kind]);
  });
});
