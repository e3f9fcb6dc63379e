import {
  type Course,
  getCourse,
  getCourseReviews,
  getCourseSections,
  isApiError,
  type Review,
  type Section,
} from '@dars/api';
import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureLog } from '../failureLog';
import { markVideoWatched, watchedProgress } from './lessons';

export interface CoursePageInput {
  slug: string;
}

export interface CoursePageContext {
  slug: string;
  course: Course | null;
  sections: Section[];
  reviews: Review[];
}

export type CoursePageEvent =
  /** The failure's retry button: everything that failed is asked again. */
  | { type: 'course.retry' }
  /** The language changed (the texts are bilingual): everything is asked again, from the skeleton. */
  | { type: 'course.reload' }
  /** The student subscribed: the course and its sections are asked again while the page stays as it is. */
  | { type: 'course.refresh' }
  /** The sections' own retry. */
  | { type: 'sections.retry' }
  /** The reviews' own retry, or a new review was sent. */
  | { type: 'reviews.retry' }
  | { type: 'reviews.reload' }
  /** The lesson player recorded a view: the watched mark and the progress move without a reload. */
  | { type: 'video.viewed'; videoId: number; progress: number | null };

/** What the page as a whole shows. */
export type CoursePageView = 'loading' | 'notFound' | 'failed' | 'ready';
/** What a part loaded on its own (the sections, the reviews) shows. */
export type CoursePartView = 'loading' | 'failed' | 'ready';

const loader = <T>(call: (slug: string, signal: AbortSignal) => Promise<T>) =>
  fromPromise<T, { slug: string }>(({ input, signal }) => call(input.slug, signal));

/** The `logFailure` action for a failure of the call `what`. */
const logFailureOf = (what: string) =>
  ({
    type: 'logFailure',
    params: ({ event }: { event: { error: unknown } }) => ({ what, error: event.error }),
  }) as const;
/** A 404: the course is not there. For the course it is the page's 'not found'; for its parts, an outcome, not a failure. */
const isNotFound = {
  type: 'notFound',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/**
 * The course page (spec sections 2, 4, 7, 8): `GET /courses/{slug}`, `/sections` and `/reviews` asked at
 * once, each shown as it arrives. The course decides the page: loading (skeleton), not found (a 404:
 * 'the course was not found'), failed (the red line with a retry) or ready. The sections and the
 * reviews fail on their own, each with its retry, while the rest of the page stays. A subscription
 * asks for the course and its sections again without the skeleton (`course.refresh`); a recorded view
 * marks the video watched and moves the progress (the server's figure when it sends one, else the
 * share of watched videos). A missing course's calls all answer 404: an expected outcome, never logged.
 */
export const coursePageMachine = setup({
  types: {
    context: {} as CoursePageContext,
    events: {} as CoursePageEvent,
    input: {} as CoursePageInput,
  },
  actors: {
    loadCourse: loader((slug, signal) => getCourse(slug, { signal })),
    loadSections: loader((slug, signal) => getCourseSections(slug, { signal })),
    loadReviews: loader((slug, signal) => getCourseReviews(slug, { signal })),
  },
  actions: {
    logFailure: failureLog('course page'),
  },
  guards: {
    notFound: (_, params: { error: unknown }) =>
      isApiError(params.error) && params.error.kind === 'http' && params.error.status === 404,
  },
}).createMachine({
  id: 'coursePage',
  context: ({ input }) => ({ slug: input.slug, course: null, sections: [], reviews: [] }),
  initial: 'page',
  on: {
    'course.reload': {
      target: '.page',
      reenter: true,
      actions: assign({ course: null, sections: [], reviews: [] }),
    },
  },
  states: {
    page: {
      type: 'parallel',
      on: {
        'video.viewed': {
          actions: assign(({ context, event }) => {
            const sections = markVideoWatched(context.sections, event.videoId);
            const course = context.course && {
              ...context.course,
              progress: event.progress ?? watchedProgress(sections) ?? context.course.progress,
            };
            return { sections, course };
          }),
        },
      },
      states: {
        course: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadCourse',
                src: 'loadCourse',
                input: ({ context }) => ({ slug: context.slug }),
                onDone: { target: 'ready', actions: assign({ course: ({ event }) => event.output }) },
                onError: [
                  { guard: isNotFound, target: 'notFound' },
                  { target: 'failed', actions: logFailureOf('loadCourse') },
                ],
              },
            },
            ready: { on: { 'course.refresh': 'refreshing' } },
            /** Asked again after a subscription: the page keeps showing the course meanwhile. */
            refreshing: {
              invoke: {
                id: 'refreshCourse',
                src: 'loadCourse',
                input: ({ context }) => ({ slug: context.slug }),
                onDone: { target: 'ready', actions: assign({ course: ({ event }) => event.output }) },
                // The course on screen is still right, only not refreshed: it stays.
                onError: { target: 'ready', actions: logFailureOf('refreshCourse') },
              },
            },
            notFound: {},
            failed: { on: { 'course.retry': 'loading' } },
          },
        },
        sections: {
          initial: 'loading',
          on: { 'course.refresh': '.loading' },
          states: {
            loading: {
              invoke: {
                id: 'loadSections',
                src: 'loadSections',
                input: ({ context }) => ({ slug: context.slug }),
                onDone: { target: 'ready', actions: assign({ sections: ({ event }) => event.output }) },
                onError: [
                  { guard: isNotFound, target: 'failed' },
                  { target: 'failed', actions: logFailureOf('loadSections') },
                ],
              },
            },
            ready: {},
            failed: { on: { 'sections.retry': 'loading', 'course.retry': 'loading' } },
          },
        },
        reviews: {
          initial: 'loading',
          on: { 'reviews.reload': '.loading' },
          states: {
            loading: {
              invoke: {
                id: 'loadReviews',
                src: 'loadReviews',
                input: ({ context }) => ({ slug: context.slug }),
                onDone: { target: 'ready', actions: assign({ reviews: ({ event }) => event.output }) },
                onError: [
                  { guard: isNotFound, target: 'failed' },
                  { target: 'failed', actions: logFailureOf('loadReviews') },
                ],
              },
            },
            ready: {},
            failed: { on: { 'reviews.retry': 'loading', 'course.retry': 'loading' } },
          },
        },
      },
    },
  },
});

export type CoursePageSnapshot = SnapshotFrom<typeof coursePageMachine>;
export type CoursePageActor = ActorRefFrom<typeof coursePageMachine>;

/** What the page shows as a whole. */
export function coursePageView(snapshot: CoursePageSnapshot): CoursePageView {
  if (snapshot.matches({ page: { course: 'notFound' } })) return 'notFound';
  if (snapshot.matches({ page: { course: 'failed' } })) return 'failed';
  return snapshot.context.course ? 'ready' : 'loading';
}

/** What the sections part shows (kept on screen while a refresh asks again). */
export function sectionsView(snapshot: CoursePageSnapshot): CoursePartView {
  if (snapshot.matches({ page: { sections: 'failed' } })) return 'failed';
  if (snapshot.matches({ page: { sections: 'ready' } })) return 'ready';
  return snapshot.context.sections.length > 0 ? 'ready' : 'loading';
}

/** What the reviews part shows. */
export function reviewsView(snapshot: CoursePageSnapshot): CoursePartView {
  if (snapshot.matches({ page: { reviews: 'failed' } })) return 'failed';
  return snapshot.matches({ page: { reviews: 'ready' } }) ? 'ready' : 'loading';
}
