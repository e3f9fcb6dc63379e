import { ApiError, type Profile } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { controlled, modelPaths, stepper } from '../testing';
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
  return { actor, load, update, reload };
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
    expect(actor.getSnapshot().context).toMatchObject({ name: 'Sara', phone: '501234567', dial: '966' });
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
    expect(actor.getSnapshot().context.name).toBe('New name');
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

describe('profileMachine model-based paths', () => {
  const model = modelPaths(profileMachine, {
    events: [
      { type: 'xstate.done.actor.0.profile.loading', output: sara },
      { type: 'xstate.error.actor.0.profile.loading', error: new ApiError('network') },
      { type: 'profile.retry' },
      { type: 'form.change', field: 'name', value: '' },
      { type: 'form.image', file: png },
      { type: 'form.image', file: { type: 'text/plain', size: 1 } },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.0.profile.saving', output: {} },
      { type: 'xstate.error.actor.0.profile.saving', error: new ApiError('network') },
      { type: 'popup.close' },
      { type: 'xstate.after.popup.profile.saved' },
      { type: 'xstate.after.popup.profile.failed' },
    ],
    allow: (s, e) => {
      if (e.type.includes('profile.loading')) return s.matches('loading');
      if (e.type.includes('profile.saving')) return s.matches('saving');
      if (e.type.includes('after.popup.profile.saved')) return s.matches('saved');
      if (e.type.includes('after.popup.profile.failed')) return s.matches('failed');
      return true;
    },
    serialize: (s) => `${JSON.stringify(s.value)}|${JSON.stringify(s.context)}`,
    expectStates: ['"loading"', '"loadFailed"', '"editing"', '"saving"', '"saved"', '"reloading"', '"failed"'],
  });
  it('reaches every state', () => model.assertCoverage());
  for (const path of model.paths) {
    it(path.description, async () => {
      const sut = start();
      await model.run(path, {
        exec: stepper(
          (event) => sut.actor.send(event as never),
          (type) => (type.includes('saving') ? sut.update : sut.load),
          PROFILE_DELAYS.popup,
        ),
        check: (expected) => {
          expect(sut.actor.getSnapshot().value).toEqual(expected.value);
          expect(sut.actor.getSnapshot().context).toEqual(expected.context);
          if (expected.matches('reloading')) expect(sut.reload).toHaveBeenCalled();
        },
      });
    });
  }
});
