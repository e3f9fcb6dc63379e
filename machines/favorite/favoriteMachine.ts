import { toggleFavorite } from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { MachineTag } from '../forms';

/** The spec's favourite timing: the 'added' / 'removed' notice shows for 2 s (section 9: notices 2 s). */
export const FAVORITE_DELAYS = { notice: 2000 } as const;

/** What the server answered to a toggle: only `status` 200 means the toggle happened (spec section 7). */
export interface FavoriteAnswer {
  status: number;
  message: string;
}

export interface FavoriteContext {
  /** What this visit's confirmed toggles made of each course (course id → favourite), over what the course said. */
  active: Record<number, boolean>;
  /** The toggle being posted: the course, and whether it was a favourite before. */
  pending: { courseId: number; wasActive: boolean } | null;
  /** The notice on screen after a confirmed toggle. */
  notice: 'added' | 'removed' | null;
  /** The course of the last notice or failure (for the screen's words and tests). */
  lastCourseId: number | null;
}

export type FavoriteEvent =
  /** The heart was pressed; `active` is what the heart shows now. */
  | { type: 'favorite.toggle'; courseId: number; active: boolean }
  /** The failure dialog's button (or Escape). */
  | { type: 'dialog.confirm' };

/** Params of the `remember` and `changed` actions: the course and its new favourite state. */
export interface FavoriteChange {
  courseId: number;
  active: boolean;
}

/**
 * Favourites on course cards (spec sections 3, 5, 7, 8). The heart is shown only with a token (the
 * screen's concern); pressing it posts `POST /courses/{id}/toggle-favorite` (`busy`: further presses
 * are ignored until the answer, so nothing is posted twice). Only an answer with status 200 flips the
 * state: adding stores the course's marker in local storage and shows 'added to favourites', removing
 * deletes the marker and shows the warning 'removed from favourites', each for 2 s (`success`). Any
 * other status or a failure opens the dialog 'could not change favourite status, try again'
 * (`dialog`) until the user confirms; the state does not change.
 *
 * Side effects are named actions the screen supplies: `remember` (store or delete the local-storage
 * marker) and `changed` (tell the screen, e.g. /my_fav drops the card).
 */
export const favoriteMachine = setup({
  types: {
    context: {} as FavoriteContext,
    events: {} as FavoriteEvent,
    tags: {} as Extract<MachineTag, 'busy' | 'success' | 'dialog'>,
  },
  actors: {
    toggle: fromPromise<FavoriteAnswer, { courseId: number }>(({ input }) => toggleFavorite(input.courseId)),
  },
  actions: {
    /** Stores the course's favourite marker in local storage (`active`), or deletes it. */
    remember: (_, _params: FavoriteChange) => {},
    /** The screen hears of a confirmed change. */
    changed: (_, _params: FavoriteChange) => {},
  },
  guards: {
    flipped: (_, answer: FavoriteAnswer) => answer.status === 200,
  },
  delays: FAVORITE_DELAYS,
}).createMachine({
  id: 'favorite',
  context: { active: {}, pending: null, notice: null, lastCourseId: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'favorite.toggle': {
          target: 'posting',
          actions: assign({ pending: ({ event }) => ({ courseId: event.courseId, wasActive: event.active }) }),
        },
      },
    },
    posting: {
      tags: 'busy',
      invoke: {
        id: 'toggle',
        src: 'toggle',
        input: ({ context }) => ({ courseId: context.pending?.courseId ?? 0 }),
        onDone: [
          {
            guard: { type: 'flipped', params: ({ event }) => event.output },
            target: 'notice',
            actions: [
              assign(({ context }) => {
                const { courseId, wasActive } = context.pending ?? { courseId: 0, wasActive: false };
                return {
                  active: { ...context.active, [courseId]: !wasActive },
                  notice: wasActive ? ('removed' as const) : ('added' as const),
                  lastCourseId: courseId,
                  pending: null,
                };
              }),
              { type: 'remember', params: ({ context }) => changeOf(context) },
              { type: 'changed', params: ({ context }) => changeOf(context) },
            ],
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    notice: {
      tags: 'success',
      after: { notice: { target: 'idle', actions: assign({ notice: null }) } },
      on: {
        // Another heart may be pressed while the notice shows: the notice gives way to the new toggle.
        'favorite.toggle': {
          target: 'posting',
          actions: assign({
            notice: null,
            pending: ({ event }) => ({ courseId: event.courseId, wasActive: event.active }),
          }),
        },
      },
    },
    failed: {
      tags: 'dialog',
      entry: assign(({ context }) => ({ lastCourseId: context.pending?.courseId ?? null, pending: null })),
      on: { 'dialog.confirm': 'idle' },
    },
  },
});

/** The change a confirmed toggle made (read after the context was updated). */
function changeOf(context: FavoriteContext): FavoriteChange {
  const courseId = context.lastCourseId ?? 0;
  return { courseId, active: context.active[courseId] ?? false };
}

/** Is this course's toggle being posted? */
export const favoriteBusyFor = (snapshot: SnapshotFrom<typeof favoriteMachine>, courseId: number): boolean =>
  snapshot.hasTag('busy') && snapshot.context.pending?.courseId === courseId;
