import { type ActionResult, subscribeCourse } from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureOf, type MachineTag, type SubmitFailure } from '../forms';

/** The spec's subscribe timings: the success and the failure dialogs close after 2 s (section 8). */
export const SUBSCRIBE_DELAYS = { popup: 2000 } as const;

/** The course to subscribe to: the spec addresses it by id, and in one place by slug. */
export interface SubscribeCourseRef {
  id: number;
  slug: string;
}

/**
 * How the subscribe call names the course. The spec gives both readings (section 7: "addressed by id
 * in some places and by slug in another"): 'id' (the default, course cards and search results) posts
 * `courses/{id}/subscribe`, 'slug' posts `courses/{slug}/subscribe`; `subscribeCourse` takes either.
 */
export type SubscribeAddress = 'id' | 'slug';

export interface SubscribeContext {
  address: SubscribeAddress;
  course: SubscribeCourseRef | null;
  /** The server's message on success ('' when it sent none: the screen shows the spec's fallback). */
  message: string;
  failure: SubmitFailure | null;
}

export type SubscribeEvent =
  /** The subscribe button; `signedIn` is whether a token is held now. */
  | { type: 'subscribe.request'; course: SubscribeCourseRef; signedIn: boolean }
  /** The dialog's button: go to login, or reload after a success, or close a failure. */
  | { type: 'dialog.confirm' }
  /** Escape: the dialog closes and nothing else happens. */
  | { type: 'dialog.close' };

/** Which dialog is open, for the screen's words: a selector, so screens never read state names. */
export type SubscribeDialog = 'loginRequired' | 'success' | 'failure';

/**
 * Subscribing to a course from a card (spec sections 5, 7, 8). A visitor gets the 'login required'
 * info dialog whose button leads to /login (`goToLogin`: the screen passes the current page as
 * `next`, so the student returns). A student posts subscribe (`busy`: nothing is posted twice), then
 * either sees the server's message (or the spec's fallback) in the success dialog for 2 s (`success`,
 * `dialog`), the course marked subscribed (`markSubscribed`: the in-memory map), and confirming it
 * reloads the page (`reload`); or sees the 'an error occurred' dialog with the server's message (or
 * the fallbacks), which closes after 2 s (`dialog`). Side effects are named actions the screen supplies.
 */
export const subscribeMachine = setup({
  types: {
    context: {} as SubscribeContext,
    events: {} as SubscribeEvent,
    input: {} as { address?: SubscribeAddress } | undefined,
    tags: {} as Extract<MachineTag, 'busy' | 'success' | 'dialog'>,
  },
  actors: {
    subscribe: fromPromise<ActionResult, { idOrSlug: number | string }>(({ input }) => subscribeCourse(input.idOrSlug)),
  },
  actions: {
    /** The app goes to /login?next=<the current page>. */
    goToLogin: () => {},
    /** The in-memory subscribed map (course id → true; spec section 3: memory only). */
    markSubscribed: (_, _params: { courseId: number }) => {},
    /** The spec reloads the page when the success dialog is confirmed. */
    reload: () => {},
  },
  guards: {
    visitor: ({ event }) => event.type === 'subscribe.request' && !event.signedIn,
  },
  delays: SUBSCRIBE_DELAYS,
}).createMachine({
  id: 'subscribe',
  context: ({ input }) => ({ address: input?.address ?? 'id', course: null, message: '', failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'subscribe.request': [
          {
            guard: 'visitor',
            target: 'loginRequired',
            actions: assign({ course: ({ event }) => event.course, failure: null }),
          },
          {
            target: 'posting',
            actions: assign({ course: ({ event }) => event.course, message: '', failure: null }),
          },
        ],
      },
    },
    loginRequired: {
      tags: 'dialog',
      on: {
        'dialog.confirm': { target: 'idle', actions: 'goToLogin' },
        'dialog.close': 'idle',
      },
    },
    posting: {
      tags: 'busy',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({
          idOrSlug: context.address === 'slug' ? (context.course?.slug ?? '') : (context.course?.id ?? 0),
        }),
        onDone: {
          target: 'succeeded',
          actions: [
            assign({ message: ({ event }) => event.output.message.trim() }),
            { type: 'markSubscribed', params: ({ context }) => ({ courseId: context.course?.id ?? 0 }) },
          ],
        },
        onError: { target: 'failed', actions: assign({ failure: failureOf }) },
      },
    },
    succeeded: {
      tags: ['success', 'dialog'],
      after: { popup: 'idle' },
      on: {
        'dialog.confirm': { target: 'idle', actions: 'reload' },
        'dialog.close': 'idle',
      },
    },
    failed: {
      tags: 'dialog',
      after: { popup: 'idle' },
      on: { 'dialog.confirm': 'idle', 'dialog.close': 'idle' },
    },
  },
});

/** The open dialog, or null. */
export function subscribeDialogOf(snapshot: SnapshotFrom<typeof subscribeMachine>): SubscribeDialog | null {
  if (snapshot.matches('loginRequired')) return 'loginRequired';
  if (snapshot.matches('succeeded')) return 'success';
  if (snapshot.matches('failed')) return 'failure';
  return null;
}

/** Is this course's subscription being posted? */
export const subscribeBusyFor = (snapshot: SnapshotFrom<typeof subscribeMachine>, courseId: number): boolean =>
  snapshot.hasTag('busy') && snapshot.context.course?.id === courseId;
