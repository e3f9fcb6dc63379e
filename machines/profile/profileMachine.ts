import { getProfile, type Profile, updateProfile } from '@dars/api';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  type FormChangeEvent,
  type FormContext,
  type FormLanguageEvent,
  form,
  latinDigits,
  type MachineTag,
  type RefuseOf,
} from '../forms';
import { type ImageKind, readImageKind } from './imageKind';

/**
 * The largest profile picture the client sends (the spec names no limit; the demo server refuses more
 * too). Told up front beside the picture ('profile.imageRules').
 */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The profile's default dial code (spec section 9: Saudi Arabia, 966). */
export const DEFAULT_DIAL = '966';

/** A chosen file (a `File` in the browser). Its first bytes (`slice`) tell whether it is a picture. */
export interface ImageFile {
  type: string;
  size: number;
  name?: string;
  slice?: Blob['slice'];
}

/** What the first bytes of a chosen file told: its picture format, or null when it is no picture. */
export interface InspectedImage {
  file: ImageFile;
  kind: ImageKind | null;
}

export type ProfileField = 'name' | 'phone';

export interface ProfileContext
  extends FormContext<ProfileField, 'AllRequiredFieldsMustBeFilled' | 'invalidPhone' | 'profile.imageNotSaved'> {
  profile: Profile | null;
  /** Digits only, e.g. '966'; sent as phone_key. */
  dial: string;
  /** The picture to send, once its content has shown it is one and it fits the limit. */
  image: ImageFile | null;
  /** Why the chosen file was refused: not a picture by its content ('type'), or too large ('size'). */
  imageError: 'type' | 'size' | null;
  /** Save was pressed while a chosen file was being read: it goes on once the check ends. */
  saveQueued: boolean;
}

export type ProfileEvent =
  | FormChangeEvent<ProfileField>
  | FormLanguageEvent
  | { type: 'form.country'; dial: string }
  | { type: 'form.image'; file: ImageFile | null }
  | { type: 'form.submit' }
  | { type: 'popup.close' }
  | { type: 'profile.retry' };

export const PROFILE_DELAYS = { popup: 2000 } as const;

const dialOf = (phoneKey: string) => phoneKey.replace(/\D/g, '') || DEFAULT_DIAL;

const profileFormEvents = form.events<ProfileField, ProfileContext['validation'] & string>(
  [
    { missing: ['name', 'phone'], validation: 'AllRequiredFieldsMustBeFilled' },
    { phone: 'phone', validation: 'invalidPhone' },
  ],
  'saving',
);

/**
 * Profile, account data tab (spec sections 2, 4, 5, 8): loads the profile ('error fetching data' on
 * failure); name, read-only email, phone with a country picker (dial code as phone_key, fallback 966),
 * an image (images only, at most 2 MB). Update: success popup, then the page reloads after 2 s;
 * failure popup 'error during update'.
 *
 * A chosen file is a picture by its content, not its name or type: its first bytes must be PNG, JPEG,
 * GIF or WebP (`inspectImage`). A refused file ('type' or 'size') is never dropped quietly: while it is
 * the choice, a save is refused ('profile.imageNotSaved') and nothing typed is lost; choosing another
 * file, or none (`form.image` with null), ends the refusal.
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
    inspectImage: fromPromise<InspectedImage, ImageFile>(async ({ input }) => ({
      file: input,
      kind: input.slice ? await readImageKind(input as Pick<Blob, 'slice'>) : null,
    })),
  },
  actions: {
    changeField: assign((args) => form.changeField(args)),
    // Its types spelled out: the `enqueueActions` below would otherwise infer every action's params as unknown.
    refuse: assign<ProfileContext, ProfileEvent, RefuseOf<ProfileContext>, ProfileEvent, never>((args, params) =>
      form.refuse(args, params),
    ),
    beginSubmit: assign((args) => form.beginSubmit(args)),
    forgetServerWords: assign((args) => form.forgetServerWords(args)),
    /** The spec reloads the page after a successful update. */
    reload: () => {},
    /** A save pressed while the chosen file was being read goes on now. */
    resumeSave: enqueueActions(({ context, enqueue }) => {
      if (!context.saveQueued) return;
      enqueue.assign({ saveQueued: false });
      enqueue.raise({ type: 'form.submit' });
    }),
  },
  guards: {
    ...form.guards<ProfileField>(),
    imageRefused: ({ context }) => context.imageError !== null,
  },
  delays: PROFILE_DELAYS,
}).createMachine({
  id: 'profile',
  context: {
    profile: null,
    ...form.context({ name: '', phone: '' }),
    dial: DEFAULT_DIAL,
    image: null,
    imageError: null,
    saveQueued: false,
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
      initial: 'ready',
      states: {
        ready: {},
        checkingImage: {
          invoke: {
            id: 'inspectImage',
            src: 'inspectImage',
            input: ({ event }) => (event as Extract<ProfileEvent, { type: 'form.image' }>).file as ImageFile,
            onDone: [
              {
                guard: ({ event }) => event.output.kind === null,
                target: 'ready',
                actions: [assign({ image: null, imageError: 'type' }), 'resumeSave'],
              },
              {
                guard: ({ event }) => event.output.file.size > MAX_IMAGE_BYTES,
                target: 'ready',
                actions: [assign({ image: null, imageError: 'size' }), 'resumeSave'],
              },
              {
                target: 'ready',
                actions: [assign({ image: ({ event }) => event.output.file, imageError: null }), 'resumeSave'],
              },
            ],
            onError: { target: 'ready', actions: [assign({ image: null, imageError: 'type' }), 'resumeSave'] },
          },
          // Reading a file's first bytes takes a moment: a save pressed meanwhile waits for the answer.
          on: { 'form.submit': { actions: assign({ saveQueued: true }) } },
        },
      },
      on: {
        ...profileFormEvents,
        'form.submit': [
          // A refused picture is never dropped quietly: nothing is sent, everything typed stays.
          { guard: 'imageRefused', actions: assign({ validation: 'profile.imageNotSaved' as const, invalid: [] }) },
          ...profileFormEvents['form.submit'],
        ],
        'form.country': { actions: assign({ dial: ({ event }) => dialOf(event.dial) }) },
        'form.image': [
          {
            guard: ({ event }) => event.file === null,
            target: '.ready',
            actions: assign({ image: null, imageError: null, validation: null, saveQueued: false }),
          },
          { target: '.checkingImage', reenter: true, actions: assign({ validation: null }) },
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
          phone: latinDigits(context.values.phone),
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
