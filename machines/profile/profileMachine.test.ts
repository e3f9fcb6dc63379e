import { ApiError, type Profile } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, delayed, describeModelPaths, done, failed, formShown, type ModelEvent } from '../testing';
import { type ImageFile, type InspectedImage, MAX_IMAGE_BYTES, PROFILE_DELAYS, profileMachine } from './profileMachine';

const sara: Profile = {
  name: 'Sara',
  email: 'student@dars.example',
  phone_key: '966',
  phone: '501234567',
  image: null,
};
const png: ImageFile = { type: 'image/png', size: 2048, name: 'me.png' };

function start() {
  const load = controlled<Profile, unknown>();
  const update = controlled<unknown, Record<string, unknown>>();
  const inspectImage = controlled<InspectedImage, ImageFile>();
  const reload = vi.fn();
  const actor = createActor(
    profileMachine.provide({
      actors: { load: load.logic, update: update.logic as never, inspectImage: inspectImage.logic },
      actions: { reload: () => reload() },
    }),
  ).start();
  /** Chooses a file whose first bytes read as `kind` (null: not a picture). */
  const choose = async (file: ImageFile | null, kind: InspectedImage['kind'] = 'png') => {
    actor.send({ type: 'form.image', file });
    if (file) await inspectImage.resolve({ file, kind });
  };
  return { actor, load, update, inspectImage, reload, choose, settle: { load, update, inspectImage } };
}

const editing = { editing: 'ready' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('profileMachine', () => {
  it('loads the profile into the form; the dial code falls back to 966', async () => {
    const { actor, load } = start();
    await load.resolve({ ...sara, phone_key: '' });
    expect(actor.getSnapshot().value).toEqual(editing);
    expect(actor.getSnapshot().context).toMatchObject({ values: { name: 'Sara', phone: '501234567' }, dial: '966' });
  });

  it('reads a dial code with a plus', async () => {
    const { actor, load } = start();
    await load.resolve({ ...sara, phone_key: '+20' });
    expect(actor.getSnapshot().context.dial).toBe('20');
  });

  it('shows the load failure and can retry', async () => {
    const { actor, load } = start();
    await load.reject(new ApiError('network'));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'profile.retry' });
    await load.resolve(sara);
    expect(actor.getSnapshot().value).toEqual(editing);
  });

  it('accepts pictures by their content only, up to 2 MB, and can clear the choice', async () => {
    const { actor, load, choose, inspectImage } = start();
    await load.resolve(sara);
    // A text file renamed .png: the browser says image/png, its first bytes say otherwise.
    const renamed: ImageFile = { type: 'image/png', size: 10, name: 'notes.png' };
    actor.send({ type: 'form.image', file: renamed });
    expect(inspectImage.calls.at(-1)?.input).toBe(renamed);
    await inspectImage.resolve({ file: renamed, kind: null });
    expect(actor.getSnapshot().context).toMatchObject({ image: null, imageError: 'type' });
    await choose({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 }, 'jpeg');
    expect(actor.getSnapshot().context.imageError).toBe('size');
    await choose(png);
    expect(actor.getSnapshot().context).toMatchObject({ image: png, imageError: null });
    await choose(null);
    expect(actor.getSnapshot().context.image).toBeNull();
  });

  it('reads the content of a real file with the default inspector', async () => {
    const { load } = start();
    const actor = createActor(
      profileMachine.provide({ actors: { load: load.logic, update: controlled<unknown, never>().logic as never } }),
    ).start();
    await load.resolve(sara);
    actor.send({ type: 'form.image', file: new File(['plain text'], 'me.png', { type: 'image/png' }) });
    await vi.waitFor(() => expect(actor.getSnapshot().context.imageError).toBe('type'), { interval: 1 });
  });

  it('a refused picture is not dropped quietly: the save is refused and everything typed stays', async () => {
    const { actor, load, update, choose } = start();
    await load.resolve(sara);
    actor.send({ type: 'form.change', field: 'name', value: 'Sara Ahmed' });
    await choose({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 });
    actor.send({ type: 'form.submit' });
    expect(update.calls).toHaveLength(0);
    expect(actor.getSnapshot().hasTag('success')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      validation: 'profile.imageNotSaved',
      imageError: 'size',
      values: { name: 'Sara Ahmed' },
    });
    // Cancelling the picture change ends the refusal; the save then goes without a picture.
    await choose(null);
    expect(actor.getSnapshot().context).toMatchObject({ validation: null, imageError: null });
    actor.send({ type: 'form.submit' });
    expect(update.calls[0]?.input).toMatchObject({ name: 'Sara Ahmed', image: null });
  });

  it('a save pressed while the chosen file is read waits for the check', async () => {
    const { actor, load, update, inspectImage } = start();
    await load.resolve(sara);
    actor.send({ type: 'form.image', file: png });
    actor.send({ type: 'form.submit' });
    expect(update.calls).toHaveLength(0);
    await inspectImage.resolve({ file: png, kind: 'png' });
    expect(update.calls[0]?.input).toMatchObject({ image: png });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('a save pressed while a refused file is read is refused too', async () => {
    const { actor, load, update, inspectImage } = start();
    await load.resolve(sara);
    const notes: ImageFile = { type: 'image/gif', size: 5 };
    actor.send({ type: 'form.image', file: notes });
    actor.send({ type: 'form.submit' });
    await inspectImage.resolve({ file: notes, kind: null });
    expect(update.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.validation).toBe('profile.imageNotSaved');
  });

  it('needs a name and a phone', async () => {
    const { actor, load, update } = start();
    await load.resolve(sara);
    actor.send({ type: 'form.change', field: 'name', value: ' ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.validation).toBe('AllRequiredFieldsMustBeFilled');
    expect(update.calls).toHaveLength(0);
  });

  it('refuses a phone with letters, marking it, and sends one typed in Arabic-Indic digits with Latin ones', async () => {
    const { actor, load, update } = start();
    await load.resolve(sara);
    actor.send({ type: 'form.change', field: 'phone', value: 'abc-12' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.validation).toBe('invalidPhone');
    expect(actor.getSnapshot().context.invalid).toEqual(['phone']);
    expect(actor.getSnapshot().context.values.phone).toBe('abc-12');
    expect(update.calls).toHaveLength(0);
    actor.send({ type: 'form.change', field: 'phone', value: ' ٠٥٥ ١٢٣ ٤٥٦٧ ' });
    actor.send({ type: 'form.submit' });
    expect(update.calls.at(-1)?.input).toMatchObject({ phone: '055 123 4567' });
  });

  it('sends name, the read-only email, the dial code as phone_key, phone and the image', async () => {
    const { actor, load, update, choose } = start();
    await load.resolve(sara);
    actor.send({ type: 'form.change', field: 'name', value: ' Sara Ahmed ' });
    actor.send({ type: 'form.country', dial: '+20' });
    await choose(png);
    actor.send({ type: 'form.submit' });
    expect(update.calls[0]?.input).toEqual({
      name: 'Sara Ahmed',
      email: 'student@dars.example',
      phone_key: '20',
      phone: '501234567',
      image: png,
    });
  });

  it('a failure shows the popup for 2 s, then the form again with everything kept', async () => {
    const { actor, load, update } = start();
    await load.resolve(sara);
    actor.send({ type: 'form.change', field: 'name', value: 'New name' });
    actor.send({ type: 'form.submit' });
    await update.reject(new ApiError('http', { status: 422, serverMessage: 'Nope' }));
    expect(actor.getSnapshot().value).toBe('failed');
    await vi.advanceTimersByTimeAsync(PROFILE_DELAYS.popup);
    expect(actor.getSnapshot().value).toEqual(editing);
    expect(actor.getSnapshot().context.values.name).toBe('New name');
  });
});

describe('profileMachine timers', () => {
  it('reloads the page 2 s after a successful update', async () => {
    const { actor, load, update, reload } = start();
    await load.resolve(sara);
    actor.send({ type: 'form.submit' });
    await update.resolve({});
    expect(actor.getSnapshot().value).toBe('saved');
    await vi.advanceTimersByTimeAsync(PROFILE_DELAYS.popup - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the failure popup can be closed before its 2 s', async () => {
    const { actor, load, update } = start();
    await load.resolve(sara);
    actor.send({ type: 'form.submit' });
    await update.reject(new ApiError('network'));
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().value).toEqual(editing);
  });
});

describe('profileMachine', () => {
  const notImage: ImageFile = { type: 'image/png', size: 1, name: 'notes.png' };
  const huge: ImageFile = { type: 'image/png', size: MAX_IMAGE_BYTES + 1 };
  describeModelPaths(profileMachine, {
    events: [
      done('load', sara),
      failed('load', new ApiError('network')),
      { type: 'profile.retry' },
      { type: 'form.change', field: 'name', value: '' },
      { type: 'form.image', file: png },
      { type: 'form.image', file: notImage },
      { type: 'form.image', file: null },
      done('inspectImage', { file: png, kind: 'png' }),
      done('inspectImage', { file: notImage, kind: null }),
      done('inspectImage', { file: huge, kind: 'png' }),
      { type: 'form.submit' },
      done('update', {}),
      failed('update', new ApiError('network')),
      { type: 'popup.close' },
      delayed('popup', 'profile.saved'),
      delayed('popup', 'profile.failed'),
    ],
    serialize: (s) =>
      `${JSON.stringify(s.value)}|${!!s.context.values.name}|${!!s.context.image}|${s.context.imageError}|${s.context.validation}|${s.context.saveQueued}`,
    start,
    expectStates: [
      '"loading"',
      '"loadFailed"',
      '{"editing":"ready"}',
      '{"editing":"checkingImage"}',
      '"saving"',
      '"saved"',
      '"reloading"',
      '"failed"',
    ],
    check: (sut, _expected, steps) => {
      const seen = whatTheUserSees(steps);
      const s = sut.actor.getSnapshot();
      // The tab: the spinner, the retry line, or the form with what was typed, the picture chosen (or why it
      // was refused), why a save was refused, the failure popup, the success popup.
      expect({
        ...formShown(s),
        loading: s.hasTag('loading'),
        loadFailed: s.hasTag('failed'),
        email: s.context.profile?.email ?? null,
        image: s.context.image,
        imageError: s.context.imageError,
      }).toEqual(seen.shown);
      // The profile asked for once and once per retry; each file chosen read once; only a picture within the
      // limit is ever sent, with the trimmed name, the read-only email and the dial code; the page reloaded
      // once after the success popup.
      expect(sut.load.calls).toHaveLength(seen.loads);
      expect(sut.inspectImage.calls.map((c) => c.input)).toEqual(seen.inspected);
      expect(sut.update.calls.map((c) => c.input)).toEqual(seen.sent);
      expect(sut.reload).toHaveBeenCalledTimes(seen.reloads);
    },
  });
});

/** An independent reading of the spec over the steps: what the profile tab shows, and what was called. */
function whatTheUserSees(steps: ModelEvent[]) {
  type At = 'loading' | 'loadFailed' | 'ready' | 'checking' | 'saving' | 'saved' | 'reloading' | 'failed';
  let at: At = 'loading';
  let loaded = false;
  let values = { name: '', phone: '' };
  let image: ImageFile | null = null;
  let imageError: 'type' | 'size' | null = null;
  let validation: string | null = null;
  let invalid: string[] = [];
  let failed = false;
  let queued = false;
  let [loads, reloads] = [1, 0];
  const inspected: ImageFile[] = [];
  const sent: unknown[] = [];
  /** A save pressed on the form: where the tab goes. */
  const submit = (): At => {
    // A refused picture is never dropped quietly: nothing is sent, everything typed stays.
    if (imageError !== null) [validation, invalid] = ['profile.imageNotSaved', []];
    else if (values.name.trim() === '') [validation, invalid] = ['AllRequiredFieldsMustBeFilled', ['name']];
    else {
      [validation, invalid, failed] = [null, [], false];
      sent.push({ name: values.name.trim(), email: sara.email, phone_key: '966', phone: sara.phone, image });
      return 'saving';
    }
    return 'ready';
  };
  for (const e of steps) {
    const editing = at === 'ready' || at === 'checking';
    if (e.type === 'xstate.done.actor.load' && at === 'loading') {
      [at, loaded, values] = ['ready', true, { name: sara.name, phone: sara.phone }];
    } else if (e.type === 'xstate.error.actor.load' && at === 'loading') at = 'loadFailed';
    else if (e.type === 'profile.retry' && at === 'loadFailed') [at, loads] = ['loading', loads + 1];
    else if (e.type === 'form.change' && editing) {
      values = { ...values, [e.field as string]: e.value as string };
      [validation, invalid] = [null, invalid.filter((f) => f !== e.field)];
    } else if (e.type === 'form.image' && editing) {
      validation = null;
      if (e.file === null) [at, image, imageError, queued] = ['ready', null, null, false];
      else {
        at = 'checking';
        inspected.push(e.file as ImageFile);
      }
    } else if (e.type === 'xstate.done.actor.inspectImage' && at === 'checking') {
      const { file, kind } = e.output as InspectedImage;
      [image, imageError] =
        kind === null ? [null, 'type'] : file.size > MAX_IMAGE_BYTES ? [null, 'size'] : [file, null];
      at = 'ready';
      // A save pressed while the file was being read goes on now.
      if (queued) {
        queued = false;
        at = submit();
      }
    } else if (e.type === 'form.submit' && at === 'checking') queued = true;
    else if (e.type === 'form.submit' && at === 'ready') at = submit();
    else if (e.type === 'xstate.done.actor.update' && at === 'saving') at = 'saved';
    else if (e.type === 'xstate.error.actor.update' && at === 'saving') [at, failed] = ['failed', true];
    else if (e.type === 'popup.close' && at === 'failed') at = 'ready';
    else if (e.type === 'xstate.after.popup.profile.failed' && at === 'failed') at = 'ready';
    else if (e.type === 'xstate.after.popup.profile.saved' && at === 'saved')
      [at, reloads] = ['reloading', reloads + 1];
  }
  const shown = {
    values,
    validation,
    invalid,
    failure: failed ? { kind: 'network', message: null } : null,
    busy: at === 'saving',
    dialog: at === 'failed',
    success: at === 'saved' || at === 'reloading',
    loading: at === 'loading',
    loadFailed: at === 'loadFailed',
    email: loaded ? sara.email : null,
    image,
    imageError,
  };
  return { shown, loads, inspected, sent, reloads };
}
