import { type ActionResult, addReview } from '@dars/api';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type MachineTag, type SubmitFailure, toFailure } from '../forms';

/** The spec's review dialog timings (section 4): the thank-you closes after 3 s, the error after 5 s. */
export const REVIEW_WIZARD_DELAYS = { thanks: 3000, error: 5000 } as const;

/** What the student has written and not sent: both ratings (0 for none yet) and the comment. */
export interface ReviewDraft {
  courseRating: number;
  instructorRating: number;
  comment: string;
}

const EMPTY_DRAFT: ReviewDraft = { courseRating: 0, instructorRating: 0, comment: '' };

export interface ReviewWizardContext extends ReviewDraft {
  slug: string;
  /** Opened on what was written before and not sent: the dialog says so and offers to clear it. */
  resumed: boolean;
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
  | { type: 'review.close' }
  /** Forget what was written: the wizard starts again, empty, on its first step. */
  | { type: 'review.clear' }
  /** What was written before (kept for the tab by the screen), offered when the wizard next opens. */
  | { type: 'review.restore'; draft: Partial<ReviewDraft> }
  /** Whose the review is changed (another student signed in): close and keep nothing. */
  | { type: 'review.forget' };

/**
 * The review dialog (spec sections 4, 7, 8): step 1 the course's rating, step 2 the
 * instructor's, step 3 a comment. Next needs a rating above 0 (else `ratingMissing`); back keeps every
 * choice. Sending posts `rating`, `comment` and `instructor_rating` once (`busy`); the thank-you view
 * closes itself after 3 s and the page shows the new review (`reviewed`); on error the error view shows the
 * server's message (or 'an error occurred while sending the review') and the wizard closes after 5 s.
 *
 * What was written is kept until it is sent: closing, or a failed send closing after 5 s, keeps
 * both ratings and the comment, and opening again offers them from the first step (`resumed`) until a send
 * succeeds or the student clears them (`review.clear`). The screen may keep them beyond the page (the
 * tab's draft) and give them back while the wizard is closed (`review.restore`).
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
    /** Sent, or cleared by the student: nothing written is kept. */
    forgetDraft: assign({ ...EMPTY_DRAFT, resumed: false, ratingMissing: false }),
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
    ...EMPTY_DRAFT,
    resumed: false,
    ratingMissing: false,
    message: '',
  }),
  initial: 'closed',
  on: { 'review.forget': { target: '.closed', actions: 'forgetDraft' } },
  states: {
    closed: {
      on: {
        'review.open': {
          target: 'course',
          actions: assign({ resumed: ({ context }) => hasDraft(context), ratingMissing: false, message: '' }),
        },
        'review.restore': { actions: assign(({ event }) => draftFrom(event.draft)) },
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
        'review.clear': { target: 'course', actions: 'forgetDraft' },
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
        'review.clear': { target: 'course', actions: 'forgetDraft' },
      },
    },
    comment: {
      tags: ['dialog'],
      on: {
        'review.comment': { actions: assign({ comment: ({ event }) => event.value }) },
        'review.back': 'instructor',
        'review.submit': 'sending',
        'review.close': 'closed',
        'review.clear': { target: 'course', actions: 'forgetDraft' },
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
        onDone: {
          target: 'thanks',
          actions: [assign({ message: ({ event }) => event.output.message }), 'forgetDraft', 'reviewed'],
        },
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

/** Whether anything is written: a rating or a comment. */
const hasDraft = (draft: ReviewDraft) =>
  draft.courseRating > 0 || draft.instructorRating > 0 || draft.comment.trim() !== '';

/** The known parts of a kept draft, ratings made whole and between 0 and 5. */
function draftFrom(draft: Partial<ReviewDraft>): Partial<ReviewDraft> {
  const known: Partial<ReviewDraft> = {};
  if (draft.courseRating !== undefined) known.courseRating = clampRating(draft.courseRating);
  if (draft.instructorRating !== undefined) known.instructorRating = clampRating(draft.instructorRating);
  if (typeof draft.comment === 'string') known.comment = draft.comment;
  return known;
}

/**
 * The draft as text fields, for a store of typed values (the screen's tab draft): a rating of 0 (none yet)
 * is written as nothing, so a draft with nothing written is all empty and is not kept.
 */
export function reviewDraftValues(draft: ReviewDraft): Record<keyof ReviewDraft, string> {
  const rating = (value: number) => (value > 0 ? String(value) : '');
  return {
    courseRating: rating(draft.courseRating),
    instructorRating: rating(draft.instructorRating),
    comment: draft.comment,
  };
}

/** One kept text field read back as a part of the draft (`review.restore`), or null if it is not one. */
export function reviewDraftField(field: string, value: string): Partial<ReviewDraft> | null {
  if (field === 'comment') return { comment: value };
  if (field !== 'courseRating' && field !== 'instructorRating') return null;
  const rating = Number(value);
  return Number.isFinite(rating) && value.trim() !== '' ? { [field]: rating } : null;
}

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
  /** Opened on what was written before and not sent (it can be cleared). */
  resumed: boolean;
}

/** What the dialog shows, for a snapshot: screens never read state names. */
export function reviewWizardView(snapshot: SnapshotFrom<typeof reviewWizardMachine>): ReviewWizardView {
  const { context } = snapshot;
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
    resumed: context.resumed,
  };
}
