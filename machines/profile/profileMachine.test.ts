import { ApiError, type Profile } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, delayed, describeModelPaths, done, failed, lastOf, typedValues } from '../testing';
import { type ImageFile, MAX_IMAGE_BYTES, PROFILE_DELAYS, profileMachine } from './profileMachine';

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
  const reload = vi.fn();
  const actor = createActor(
    profileMachine.provide({
      actors: { load: load.logic, update: update.logic as never },
      actions: { reload: () => reload() },
    }),
  ).start();
  return { actor, load, update, reload, settle: { load, update } };
}

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
    expect(actor.getSnapshot().value).toBe('editing');
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
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('accepts images only, up to 2 MB, and can clear the choice', async () => {
    const { actor, load } = start();
    await load.resolve(sara);
    actor.send({ type: 'form.image', file: { type: 'application/pdf', size: 10 } });
    expect(actor.getSnapshot().context).toMatchObject({ image: null, imageError: 'type' });
    actor.send({ type: 'form.image', file: { type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 } });
    expect(actor.getSnapshot().context.imageError).toBe('size');
    actor.send({ type: 'form.image', file: png });
    expect(actor.getSnapshot().context).toMatchObject({ image: png, imageError: null });
    actor.send({ type: 'form.image', file: null });
    expect(actor.getSnapshot().context.image).toBeNull();
  });

  it('needs a name and a phone', async () => {
    const { actor, load, update } = start();
    await load.resolve(sara);
    actor.send({ type: 'form.change', field: 'name', value: ' ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.validation).toBe('AllRequiredFieldsMustBeFilled');
    expect(update.calls).toHaveLength(0);
  });

  it('sends name, the read-only email, the dial code as phone_key, phone and the image', async () => {
    const { actor, load, update } = start();
    await load.resolve(sara);
    actor.send({ type: 'form.change', field: 'name', value: ' Sara Ahmed ' });
    actor.send({ type: 'form.country', dial: '+20' });
    actor.send({ type: 'form.image', file: png });
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
    expect(actor.getSnapshot().value).toBe('editing');
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
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

describe('profileMachine', () => {
  const notImage: ImageFile = { type: 'text/plain', size: 1 };
  describeModelPaths(profileMachine, {
    events: [
      done('load', sara),
      failed('load', new ApiError('network')),
      { type: 'profile.retry' },
      { type: 'form.change', field: 'name', value: '' },
      { type: 'form.image', file: png },
      { type: 'form.image', file: notImage },
      { type: 'form.submit' },
      done('update', {}),
      failed('update', new ApiError('network')),
      { type: 'popup.close' },
      delayed('popup', 'profile.saved'),
      delayed('popup', 'profile.failed'),
    ],
    serialize: (s) =>
      `${JSON.stringify(s.value)}|${!!s.context.values.name}|${!!s.context.image}|${s.context.imageError}|${s.context.validation}`,
    start,
    expectStates: ['"loading"', '"loadFailed"', '"editing"', '"saving"', '"saved"', '"reloading"', '"failed"'],
    check: (sut, _expected, steps) => {
      const s = sut.actor.getSnapshot();
      if (s.hasTag('loading'))
        expect(sut.load.calls).toHaveLength(steps.filter((e) => e.type === 'profile.retry').length + 1);
      if (s.hasTag('failed')) expect(s.context.profile).toBeNull();
      const loaded = steps.some((e) => e.type === 'xstate.done.actor.load');
      // Once loaded, the form shows the profile, then what was typed.
      if (loaded) expect(s.context.values).toEqual(typedValues({ name: sara.name, phone: sara.phone }, steps));
      const lastImage = lastOf(steps, 'form.image');
      const picked =
        lastImage?.file === png ||
        (lastImage?.file === notImage && steps.some((e) => e.type === 'form.image' && e.file === png));
      expect(s.context.image).toBe(picked ? png : null);
      expect(s.context.imageError).toBe(lastImage?.file === notImage ? 'type' : null);
      if (s.hasTag('busy')) {
        expect(sut.update.calls.at(-1)?.input).toEqual({
          name: sara.name,
          email: sara.email,
          phone_key: '966',
          phone: sara.phone,
          image: s.context.image,
        });
      }
      if (s.hasTag('dialog')) expect(s.context.failure?.kind).toBe('network');
      expect(sut.reload).toHaveBeenCalledTimes(s.status === 'done' ? 1 : 0);
    },
  });
});
