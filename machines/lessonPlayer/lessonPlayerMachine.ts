import { submitVideo } from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type ConnectionBackEvent, connectionActor, noAnswer } from '../connection';
import { failureLog } from '../failureLog';
import type { MachineTag } from '../forms';

/** A recording that failed is tried once more, after this pause. */
export const LESSON_PLAYER_DELAYS = { recordRetry: 3000 } as const;

/** The video a lesson plays (an api `Video` is assignable). */
export interface LessonVideo {
  id: number;
  title: string;
  path: string;
  captions: string | null;
  /** Already watched: the server has its view. */
  view: boolean;
}

export interface LessonPlayerContext {
  video: LessonVideo | null;
  /** Where playback starts: the position kept from an earlier visit, or 0. */
  startAt: number;
  /** Views are recorded (a signed-in student; a visitor's free lesson records nothing). */
  record: boolean;
  /** The videos whose view this page has recorded: each is recorded once. */
  recorded: number[];
  /** The current video's recording: 0 the first try, 1 the one retry. */
  attempt: number;
}

export type LessonPlayerEvent =
  /** A lesson was activated; a locked one does nothing. */
  | { type: 'lesson.open'; video: LessonVideo; locked: boolean; startAt: number; record: boolean }
  | { type: 'lesson.close' }
  /** The player's code failed to load: try again. */
  | { type: 'lesson.retry' }
  /** The video element is really playing (after a play, a seek or a stall). */
  | { type: 'player.playing' }
  | { type: 'player.paused' }
  /** Where playback is, now and then: kept so the learner can resume. */
  | { type: 'player.progress'; seconds: number; duration: number }
  | { type: 'player.ended' }
  | ConnectionBackEvent;

export type LessonPlayerTag = Extract<MachineTag, 'loading' | 'failed' | 'loaded' | 'busy'>;

/**
 * The lesson player (spec sections 4, 7). A locked lesson does nothing. Opening one loads the
 * player's code (`loadPlayer`, supplied by the screen: the player is its own chunk), then shows it at
 * the kept position. The first time the video really plays, its view is recorded once
 * (`POST /courses/sections/video/{id}/submit`) unless it was watched already or nobody is signed in;
 * `viewed` then lets the course page mark it watched and move the progress. A failed recording never
 * stops playback and is tried once more after `recordRetry`; one that still gets no answer (offline) waits for
 * the connection (the screen's `connection` actor) and is sent then, once. Positions are kept (`savePosition`) and
 * dropped when the video ends (`clearPosition`); `rememberLesson` notes the last lesson opened.
 */
export const lessonPlayerMachine = setup({
  types: {
    context: {} as LessonPlayerContext,
    events: {} as LessonPlayerEvent,
    tags: {} as LessonPlayerTag,
  },
  actors: {
    loadPlayer: fromPromise<void>(async () => {}),
    recordView: fromPromise<{ progress: number | null }, { videoId: number }>(async ({ input }) =>
      submitVideo(input.videoId),
    ),
    connection: connectionActor('lessonPlayer'),
  },
  actions: {
    rememberLesson: (_, _params: { videoId: number }) => {},
    savePosition: (_, _params: { videoId: number; seconds: number; duration: number }) => {},
    clearPosition: (_, _params: { videoId: number }) => {},
    viewed: (_, _params: { videoId: number; progress: number | null }) => {},
    logFailure: failureLog('video view'),
  },
  guards: {
    locked: ({ event }) => event.type === 'lesson.open' && event.locked,
    firstAttempt: ({ context }) => context.attempt === 0,
    noAnswer,
    shouldRecord: ({ context }) =>
      context.record && context.video !== null && !context.video.view && !context.recorded.includes(context.video.id),
  },
  delays: LESSON_PLAYER_DELAYS,
}).createMachine({
  id: 'lessonPlayer',
  context: { video: null, startAt: 0, record: false, recorded: [], attempt: 0 },
  initial: 'closed',
  on: {
    'lesson.open': [
      // A locked lesson: nothing happens (the list says why to assistive technology).
      { guard: 'locked' },
      {
        target: '.opening',
        reenter: true,
        actions: [
          assign(({ event }) => ({
            video: event.video,
            startAt: Math.max(0, event.startAt),
            record: event.record,
            attempt: 0,
          })),
          { type: 'rememberLesson', params: ({ event }) => ({ videoId: event.video.id }) },
        ],
      },
    ],
    'lesson.close': '.closed',
  },
  states: {
    closed: { entry: assign({ video: null, startAt: 0 }) },
    opening: {
      tags: 'loading',
      invoke: {
        id: 'loadPlayer',
        src: 'loadPlayer',
        onDone: 'open',
        onError: 'loadFailed',
      },
    },
    loadFailed: { tags: 'failed', on: { 'lesson.retry': 'opening' } },
    open: {
      type: 'parallel',
      tags: 'loaded',
      on: {
        'player.progress': {
          actions: {
            type: 'savePosition',
            params: ({ context, event }) => ({
              videoId: context.video?.id ?? 0,
              seconds: event.seconds,
              duration: event.duration,
            }),
          },
        },
      },
      states: {
        playback: {
          initial: 'ready',
          states: {
            ready: { on: { 'player.playing': 'playing' } },
            playing: { tags: 'busy', on: { 'player.paused': 'paused', 'player.ended': 'ended' } },
            paused: { on: { 'player.playing': 'playing', 'player.ended': 'ended' } },
            ended: {
              entry: { type: 'clearPosition', params: ({ context }) => ({ videoId: context.video?.id ?? 0 }) },
              on: { 'player.playing': 'playing' },
            },
          },
        },
        record: {
          initial: 'idle',
          states: {
            idle: { on: { 'player.playing': { guard: 'shouldRecord', target: 'recording' } } },
            recording: {
              invoke: {
                id: 'recordView',
                src: 'recordView',
                input: ({ context }) => ({ videoId: context.video?.id ?? 0 }),
                onDone: {
                  target: 'recorded',
                  actions: [
                    assign({ recorded: ({ context }) => [...context.recorded, context.video?.id ?? 0] }),
                    {
                      type: 'viewed',
                      params: ({ context, event }) => ({
                        videoId: context.video?.id ?? 0,
                        progress: event.output.progress,
                      }),
                    },
                  ],
                },
                onError: [
                  { guard: 'firstAttempt', target: 'waiting' },
                  { guard: 'noAnswer', target: 'offline' },
                  {
                    target: 'gaveUp',
                    actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            /** Playback goes on; the recording is tried once more. */
            waiting: { after: { recordRetry: { target: 'recording', actions: assign({ attempt: 1 }) } } },
            /** Still no answer: sent once the connection returns, while the lesson stays open. */
            offline: { invoke: { id: 'connection', src: 'connection' }, on: { 'connection.back': 'recording' } },
            recorded: {},
            gaveUp: {},
          },
        },
      },
    },
  },
});

export type LessonPlayerSnapshot = SnapshotFrom<typeof lessonPlayerMachine>;

/** What the lesson area shows. */
export type LessonView = 'closed' | 'opening' | 'failed' | 'open';

export function lessonView(snapshot: LessonPlayerSnapshot): LessonView {
  if (snapshot.hasTag('loading')) return 'opening';
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('loaded')) return 'open';
  return 'closed';
}
