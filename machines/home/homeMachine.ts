import {
  type Banner,
  type Course,
  type Faq,
  getBanners,
  getCourses,
  getFaqs,
  getInstructors,
  getNotCompletedCourses,
  getPlans,
  type Instructor,
  type Plan,
} from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureLog } from '../failureLog';

/** Home's fetch sizes (spec sections 7 and 9). */
export const HOME_SIZES = { instructors: 16, faqFetch: 10, faqShown: 5 } as const;

/** What each section of the home page holds once loaded. */
export interface HomeData {
  banners: Banner[];
  /** The student's unfinished courses (the 'my courses' strip). */
  myCourses: Course[];
  /** Every course (no paging); the chips show at most 8. */
  courses: Course[];
  freeCourses: Course[];
  instructors: Instructor[];
  plans: Plan[];
  /** The first 5 of the 10 fetched. */
  faqs: Faq[];
}

export type HomeSection = keyof HomeData;
export const HOME_SECTIONS: readonly HomeSection[] = [
  'banners',
  'myCourses',
  'courses',
  'freeCourses',
  'instructors',
  'plans',
  'faqs',
];

export interface HomeContext extends HomeData {
  /** Signed in: the my-courses strip is fetched. */
  student: boolean;
}

export type HomeEvent =
  /** Fetch a failed section again. */
  | { type: 'home.retry'; section: HomeSection }
  /** Fetch every section again (the language changed: the data is bilingual). */
  | { type: 'home.reload' }
  /** The session changed: the strip follows. */
  | { type: 'home.session'; student: boolean };

/** How a section stands: `off` is the strip for a visitor. */
export type SectionStatus = 'loading' | 'loaded' | 'empty' | 'failed' | 'off';

// biome-ignore lint/suspicious/noExplicitAny: xstate's config types cannot follow a region built by a helper; the machine's own types (context, events, actors) still hold.
type Region = any;

/** One region per section: loading → loaded | empty | failed (retry → loading). */
function region(section: HomeSection, extra: Record<string, unknown> = {}) {
  return {
    initial: 'loading',
    on: { 'home.reload': { target: '.loading', reenter: true } },
    states: {
      loading: {
        invoke: {
          id: section,
          src: section,
          onDone: [
            {
              guard: ({ event }: { event: { output: unknown[] } }) => event.output.length === 0,
              target: 'empty',
              actions: {
                type: 'store',
                params: ({ event }: { event: { output: unknown[] } }) => ({ section, items: event.output }),
              },
            },
            {
              target: 'loaded',
              actions: {
                type: 'store',
                params: ({ event }: { event: { output: unknown[] } }) => ({ section, items: event.output }),
              },
            },
          ],
          onError: {
            target: 'failed',
            actions: {
              type: 'logFailure',
              params: ({ event }: { event: { error: unknown } }) => ({ what: section, error: event.error }),
            },
          },
        },
      },
      loaded: {},
      empty: {},
      failed: {
        on: {
          'home.retry': {
            guard: ({ event }: { event: { section: HomeSection } }) => event.section === section,
            target: 'loading',
          },
        },
      },
      ...extra,
    },
  };
}

/**
 * The home page's sections (spec sections 2, 7, 8): banners, the student's unfinished courses, every
 * course, the free courses, 16 instructors, the plans and the first 5 of 10 FAQs, each loading on its
 * own into loaded, empty or failed. Every failure is logged (`logFailure`); the screen shows the red
 * line with a retry for the lists, and for the banners only stops the spinner. The strip is fetched
 * only for a student.
 */
export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
    input: {} as {
      student: boolean;
      /** Banners boot (app/boot) already fetched on a visitor's first page: the section starts loaded with them. */
      banners?: Banner[];
    },
  },
  actors: {
    banners: fromPromise<Banner[]>(({ signal }) => getBanners({ signal })),
    myCourses: fromPromise<Course[]>(({ signal }) => getNotCompletedCourses({ signal })),
    courses: fromPromise<Course[]>(async ({ signal }) => (await getCourses({}, { signal })).items),
    freeCourses: fromPromise<Course[]>(async ({ signal }) => (await getCourses({ status: 'free' }, { signal })).items),
    instructors: fromPromise<Instructor[]>(
      async ({ signal }) => (await getInstructors({ perPage: HOME_SIZES.instructors, page: 1 }, { signal })).items,
    ),
    plans: fromPromise<Plan[]>(({ signal }) => getPlans({ signal })),
    faqs: fromPromise<Faq[]>(async ({ signal }) =>
      (await getFaqs({ perPage: HOME_SIZES.faqFetch, page: 1 }, { signal })).slice(0, HOME_SIZES.faqShown),
    ),
  },
  actions: {
    store: assign((_, params: { section: HomeSection; items: unknown[] }) => ({ [params.section]: params.items })),
    logFailure: failureLog('home'),
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({
    student: input.student,
    banners: input.banners ?? [],
    myCourses: [],
    courses: [],
    freeCourses: [],
    instructors: [],
    plans: [],
    faqs: [],
  }),
  type: 'parallel',
  states: {
    banners: {
      ...region('banners', {
        checking: {
          always: [
            { guard: ({ context }: { context: HomeContext }) => context.banners.length > 0, target: 'loaded' },
            { target: 'loading' },
          ],
        },
      }),
      initial: 'checking',
    } as Region,
    myCourses: {
      ...region('myCourses', {
        checking: {
          always: [
            { guard: ({ context }: { context: HomeContext }) => context.student, target: 'loading' },
            { target: 'off' },
          ],
        },
        off: {},
      }),
      initial: 'checking',
      on: {
        'home.reload': { target: '.checking', reenter: true },
        // Only when the session really changed, and only this region: `reenter` here would make the whole
        // page the transition's domain (a region of a parallel state has no compound parent short of the
        // root), so the screen's first report of the session, unchanged, would stop and restart every
        // section's call.
        'home.session': {
          guard: ({ context, event }: { context: HomeContext; event: { student: boolean } }) =>
            context.student !== event.student,
          target: '.checking',
          actions: assign({ student: ({ event }: { event: { student: boolean } }) => event.student, myCourses: [] }),
        },
      },
    } as Region,
    courses: region('courses') as Region,
    freeCourses: region('freeCourses') as Region,
    instructors: region('instructors') as Region,
    plans: region('plans') as Region,
    faqs: region('faqs') as Region,
  },
});

export type HomeSnapshot = SnapshotFrom<typeof homeMachine>;

/** How one section stands, for the screen. */
export function sectionStatus(snapshot: HomeSnapshot, section: HomeSection): SectionStatus {
  const value = (snapshot.value as Record<HomeSection, string>)[section];
  return value === 'checking' ? 'loading' : (value as SectionStatus);
}
