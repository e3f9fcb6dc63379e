import { getProfile, type Profile, updateProfile } from '@dars/api';
import { assign, fromPromise, setup } from 'xstate';
import { type FormChangeEvent, type FormContext, form, type MachineTag } from '../forms';

/** The largest profile picture the client sends (the demo server refuses more too). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The profile's default dial code (spec section 9: Saudi Arabia, 966). */
export const DEFAULT_DIAL = '966';

export interface ImageFile {
  type: string;
  size: number;
  name?: string;
}

export type ProfileField = 'name' | 'phone';

export interface ProfileContext extends FormContext<ProfileField, 'AllRequiredFieldsMustBeFilled'> {
  profile: Profile | null;
  /** Digits only, e.g. '966'; sent as phone_key. */
  dial: string;
  image: ImageFile | null;
  imageError: 'type' | 'size' | null;
}

export type ProfileEvent =
  | FormChangeEvent<ProfileField>
  | { type: 'form.country'; dial: string }
  | { type: 'form.image'; file: ImageFile | null }
  | { type: 'form.submit' }
  | { type: 'popup.close' }
  | { type: 'profile.retry' };

export const PROFILE_DELAYS = { popup: 2000 } as const;

const dialOf = (phoneKey: string) => phoneKey.replace(/\D/g, '') || DEFAULT_DIAL;

/**
 * Profile, account data tab (spec sections 2, 4, 5, 8): loads the profile ('error fetching data' on
 * failure); name, read-only email, phone with a country picker (dial code as phone_key, fallback 966),
 * an image (images only, at most 2 MB). Update: success popup, then the page reloads after 2 s;
 * failure popup 'error during update'.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    tags: {} as Extract<MachineTag, 'loading' | 'failed' | 'busy' | 'success' | 'dialog'>,
  },
  actors: {
    load: fromPromise<Profile>(({ signal }) => getProfile({ signal })),
    update: fromPromise<
      unknown,
      { name: string; email: string; phone_key: string; phone: string; image: ImageFile | null }
    >(({ input }) => updateProfile({ ...input, image: input.image as Blob | null })),
  },
  actions: {
    ...form.actions<ProfileContext, ProfileEvent>(),
    /** The spec reloads the page after a successful update. */
    reload: () => {},
  },
  guards: form.guards<ProfileField>(),
  delays: PROFILE_DELAYS,
}).createMachine({
  id: 'profile',
  context: {
    profile: null,
    ...form.context({ name: '', phone: '' }),
    dial: DEFAULT_DIAL,
    image: null,
    imageError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            profile: event.output,
            values: { name: event.output.name, phone: event.output.phone },
            dial: dialOf(event.output.phone_key),
          })),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: { tags: 'failed', on: { 'profile.retry': 'loading' } },
    editing: {
      on: {
        ...form.events([{ missing: ['name', 'phone'], validation: 'AllRequiredFieldsMustBeFilled' }], 'saving'),
        'form.country': { actions: assign({ dial: ({ event }) => dialOf(event.dial) }) },
        'form.image': [
          { guard: ({ event }) => event.file === null, actions: assign({ image: null, imageError: null }) },
          {
            guard: ({ event }) => !event.file?.type.startsWith('image/'),
            actions: assign({ imageError: 'type' }),
          },
          { guard: ({ event }) => (event.file?.size ?? 0) > MAX_IMAGE_BYTES, actions: assign({ imageError: 'size' }) },
          { actions: assign({ image: ({ event }) => event.file, imageError: null }) },
        ],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'update',
        src: 'update',
        input: ({ context }) => ({
          name: context.values.name.trim(),
          email: context.profile?.email ?? '',
          phone_key: context.dial,
          phone: context.values.phone.trim(),
          image: context.image,
        }),
        onDone: 'saved',
        onError: { target: 'failed', actions: assign({ failure: form.failureOf }) },
      },
    },
    saved: { tags: 'success', after: { popup: { target: 'reloading' } } },
    reloading: { type: 'final', tags: 'success', entry: 'reload' },
    failed: {
      tags: 'dialog',
      after: { popup: 'editing' },
      on: { 'popup.close': 'editing' },
    },
  },
});
