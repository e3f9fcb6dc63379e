import { getCourses } from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { NO_FILTERS, toCourseQuery } from '../courseListing/listingQuery';
import { failureLog } from '../failureLog';
import type { MachineTag } from '../forms';

export interface FirstCourseContext {
  /** The first listed course's slug, once known. */
  slug: string | null;
}

export type FirstCourseEvent = { type: 'course.retry' };

/**
 * The course the six component demo routes show: the first course of the catalogue as the server lists it
 * (GET /courses, the listing's own first page: spec section 7), so the routes show a course of whatever
 * server the build talks to, never one only the demo data has. Loading, then found (its slug), none (the
 * catalogue is empty: the screen says so) or failed (the red line; its retry asks again).
 */
export const firstCourseMachine = setup({
  types: {
    context: {} as FirstCourseContext,
    events: {} as FirstCourseEvent,
    tags: {} as Extract<MachineTag, 'loading' | 'loaded' | 'empty' | 'failed'>,
  },
  actors: {
    loadFirstCourse: fromPromise<string | null>(
      async ({ signal }) => (await getCourses(toCourseQuery(NO_FILTERS), { signal })).items[0]?.slug ?? null,
    ),
  },
  actions: {
    logFailure: failureLog('first course'),
  },
}).createMachine({
  id: 'firstCourse',
  context: { slug: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadFirstCourse',
        src: 'loadFirstCourse',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'none' },
          { target: 'found', actions: assign({ slug: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    found: { tags: 'loaded' },
    none: { tags: 'empty' },
    failed: { tags: 'failed', on: { 'course.retry': 'loading' } },
  },
});

/** What the demo routes show: the skeleton, the course's part, that there is no course, or the red line. */
export type FirstCourseView = 'loading' | 'found' | 'none' | 'failed';

export function firstCourseView(snapshot: SnapshotFrom<typeof firstCourseMachine>): FirstCourseView {
  if (snapshot.hasTag('loaded')) return 'found';
  if (snapshot.hasTag('empty')) return 'none';
  if (snapshot.hasTag('failed')) return 'failed';
  return 'loading';
}
