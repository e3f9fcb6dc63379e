import { type ActionResult, addReview } from '@dars/api';
import { type AnyMachineSnapshot, assign, fromPromise, setup } from 'xstate';
import { type MachineTag, type SubmitFailure, toFailure } from '../forms';

/** The spec's review dialog timings (section 4): the thank-you closes after 3 s, the error after 5 s. */
export const REVIEW_WIZARD_DELAYS = { thanks: 3000, error: 5000 } as const;

export interface ReviewWizardContext {
  slug: string;
  courseRating: number;
  instructorRating: number;
  comment: string;
  /** Next was pressed without a rating: 'please choose a rating to continue'. */
  ratingMissing: boolean;
  /** The server's message of the last send ('' when it gave none: the screen shows the spec's fallback). */
  message: string;
}

export type ReviewWizardEvent =
  | { type: 'review.open' }
  | { type: 'review.rate'; rating: number }
  | { type: 'review.comment'; value: string }
  | { type: 'review.next' }
  | { type: 'review.back' }
  | { type: 'review.submit' }
  | { type: 'review.close' };

/**
 * The review dialog (spec sections 4, 7, 8; issue 19): step 1 the course's rating, step 2 the
 * instructor's, step 3 a comment. Next needs a rating above 0 (else `ratingMissing`); back keeps every
 * choice. Sending posts `rating`, `comment` and `instructor_rating` once (`busy`); the thank-you view
 * closes itself after 3 s and the page shows the new review (`reviewed`); on error the error view shows the
 * server's message (or 'an error occurred while sending the review') and the wizard closes after 5 s.
 */
export const reviewWizardMachine = setup({
  types: {
    context: {} as ReviewWizardContext,
    events: {} as ReviewWizardEvent,
    input: {} as { slug: string },
    tags: {} as Extract<MachineTag, 'dialog' | 'busy' | 'success' | 'failed'>,
  },
  actors: {
    send: fromPromise<ActionResult, { slug: string; rating: number; instructorRating: number; comment: string }>(
      ({ input }) =>
        addReview(input.slug, {
          rating: input.rating,
          comment: input.comment,
          instructor_rating: input.instructorRating,
        }),
    ),
  },
  actions: {
    /** The review was added: the page loads its reviews again. */
    reviewed: () => {},
  },
  guards: {
    courseRated: ({ context }) => context.courseRating > 0,
    instructorRated: ({ context }) => context.instructorRating > 0,
  },
  delays: REVIEW_WIZARD_DELAYS,
}).createMachine({
  id: 'reviewWizard',
  context: ({ input }) => ({
    slug: input.slug,
    courseRating: 0,
    instructorRating: 0,
    comment: '',
    ratingMissing: false,
    message: '',
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'review.open': {
          target: 'course',
          actions: assign({ courseRating: 0, instructorRating: 0, comment: '', ratingMissing: false, message: '' }),
        },
      },
    },
    course: {
      tags: ['dialog'],
      on: {
        'review.rate': {
          actions: assign({ courseRating: ({ event }) => clampRating(event.rating), ratingMissing: false }),
        },
        'review.next': [
          { guard: 'courseRated', target: 'instructor', actions: assign({ ratingMissing: false }) },
          { actions: assign({ ratingMissing: true }) },
        ],
        'review.close': 'closed',
      },
    },
    instructor: {
      tags: ['dialog'],
      on: {
        'review.rate': {
          actions: assign({ instructorRating: ({ event }) => clampRating(event.rating), ratingMissing: false }),
        },
        'review.next': [
          { guard: 'instructorRated', target: 'comment', actions: assign({ ratingMissing: false }) },
          { actions: assign({ ratingMissing: true }) },
        ],
        'review.back': { target: 'course', actions: assign({ ratingMissing: false }) },
        'review.close': 'closed',
      },
    },
    comment: {
      tags: ['dialog'],
      on: {
        'review.comment': { actions: assign({ comment: ({ event }) => event.value }) },
        'review.back': 'instructor',
        'review.submit': 'sending',
        'review.close': 'closed',
      },
    },
    sending: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({
          slug: context.slug,
          rating: context.courseRating,
          instructorRating: context.instructorRating,
          comment: context.comment.trim(),
        }),
        onDone: { target: 'thanks', actions: [assign({ message: ({ event }) => event.output.message }), 'reviewed'] },
        onError: {
          target: 'error',
          actions: assign({ message: ({ event }) => serverWords(toFailure(event.error)) }),
        },
      },
    },
    thanks: {
      tags: ['dialog', 'success'],
      after: { thanks: 'closed' },
      on: { 'review.close': 'closed' },
    },
    error: {
      tags: ['dialog', 'failed'],
      after: { error: 'closed' },
      on: { 'review.close': 'closed' },
    },
  },
});

/** A refusal's own words (a 4xx with a message); a server fault or no answer gets the spec's fallback. */
const serverWords = (failure: SubmitFailure) =>
  failure.kind === 'server' && (failure.status ?? 500) < 500 ? (failure.message ?? '') : '';

/** A rating as the stars give it: a whole number from 0 to 5. */
function clampRating(value: number): number {
  return Number.isFinite(value) ? Math.min(5, Math.max(0, Math.round(value))) : 0;
}

export type ReviewStep = 1 | 2 | 3 | 'thanks' | 'error';

export interface ReviewWizardView {
  open: boolean;
  step: ReviewStep;
  courseRating: number;
  instructorRating: number;
  comment: string;
  sending: boolean;
  ratingMissing: boolean;
  message: string;
}

/** What the dialog shows, for a snapshot: screens never read state names. */
export function reviewWizardView(snapshot: AnyMachineSnapshot): ReviewWizardView {
  const context = snapshot.context as ReviewWizardContext;
  const step: ReviewStep = snapshot.hasTag('success')
    ? 'thanks'
    : snapshot.hasTag('failed')
      ? 'error'
      : snapshot.matches('course')
        ? 1
        : snapshot.matches('instructor')
          ? 2
          : 3;
  return {
    open: snapshot.hasTag('dialog'),
    step,
    courseRating: context.courseRating,
    instructorRating: context.instructorRating,
    comment: context.comment,
    sending: snapshot.hasTag('busy'),
    ratingMissing: context.ratingMissing,
    message: context.message,
  };
}
