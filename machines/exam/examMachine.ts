import {
  type AnswerId,
  type ExamAnswer,
  getCourseSections,
  getExamQuestions,
  type Question,
  submitExam,
} from '@dars/api';
import { assertEvent, assign, fromCallback, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type ConnectionBackEvent, connectionActor, noAnswer } from '../connection';
import { MissingEffectError } from '../effects';
import type { MachineTag } from '../forms';

/**
 * How often the screen's clock reports the time while a timed exam is open. Not a spec timing: how often the
 * remaining time shown is read again.
 */
export const EXAM_CLOCK_MS = 1000;

/** The last minute, announced once to screen readers. */
export const LAST_MINUTE_MS = 60_000;

/**
 * What the learner has done so far, kept per user and exam until the answers are sent (beyond the spec): the answers,
 * the questions marked for review, and when the exam started (the countdown counts from it, so a reload does not give
 * more time).
 */
export interface ExamDraft {
  answers: Record<string, AnswerId>;
  marked: number[];
  startedAt: number;
  /** Sent while there was no connection: they go as soon as the exam opens again (a reload, another visit). */
  queued?: true;
}

/** What loading finds: the questions, and the section's `exam_duration` in minutes (0: not timed). */
export interface ExamLoaded {
  questions: Question[];
  durationMinutes: number;
  sectionTitle: string;
}

export interface ExamInput {
  examId: number;
  /** The course, by slug or id, to read the section's `exam_duration` from (spec section 3). */
  course: string;
  /** The kept draft of this user and exam, if any. */
  draft?: ExamDraft | null;
}

export interface ExamContext {
  examId: number;
  course: string;
  questions: Question[];
  durationMinutes: number;
  sectionTitle: string;
  answers: Record<string, AnswerId>;
  marked: number[];
  startedAt: number | null;
  /** The time the clock last reported (null before its first report). */
  now: number | null;
  /** The 'please answer all questions' warning is showing. */
  incomplete: boolean;
  /** The time ran out: what is answered is sent, and sending no longer needs every answer. */
  expired: boolean;
  /** The send failed: the answers stay, the screen shows 'an error occurred while sending the answers'. */
  sendFailed: boolean;
  /** The send got no answer: the answers are held, and sent once the connection returns. */
  queued: boolean;
  /** The server's message of the last send (the score, on the demo). */
  message: string;
  draft: ExamDraft | null;
}

export type ExamEvent =
  | { type: 'answer.choose'; questionId: number; answerId: AnswerId }
  | { type: 'answer.mark'; questionId: number }
  | { type: 'exam.submit' }
  | { type: 'exam.retry' }
  /** The language changed: the questions load again in it, every answer kept. */
  | { type: 'exam.reload' }
  /** The clock the screen supplies: the time now, as the exam opens and then each `EXAM_CLOCK_MS` while timed. */
  | { type: 'clock.tick'; now: number }
  | ConnectionBackEvent;

/** What the exam asks of its clock: a timed exam needs a report each `EXAM_CLOCK_MS`; any exam, one as it opens. */
export interface ExamClockInput {
  timed: boolean;
}

const ANSWER_IDS: readonly AnswerId[] = ['answer_1', 'answer_2', 'answer_3', 'answer_4'];
const isAnswerId = (value: unknown): value is AnswerId => ANSWER_IDS.includes(value as AnswerId);

/** A kept draft as read back from storage: anything malformed is dropped, not trusted. */
export function readDraft(raw: string | null): ExamDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ExamDraft>;
    const startedAt = Number(value.startedAt);
    if (!Number.isFinite(startedAt) || startedAt <= 0) return null;
    const answers: Record<string, AnswerId> = {};
    for (const [id, answer] of Object.entries(value.answers ?? {})) if (isAnswerId(answer)) answers[id] = answer;
    const marked = Array.isArray(value.marked) ? value.marked.filter((id) => Number.isInteger(id)) : [];
    return { answers, marked, startedAt, ...(value.queued === true ? { queued: true } : {}) };
  } catch {
    return null;
  }
}

/** The questions still without an answer, in order. */
export const unansweredOf = (context: Pick<ExamContext, 'questions' | 'answers'>) =>
  context.questions.filter((q) => !context.answers[String(q.id)]);

/** Milliseconds left, or null for an exam without a duration (or not started). */
export function remainingOf(context: Pick<ExamContext, 'durationMinutes' | 'startedAt' | 'now'>): number | null {
  if (context.durationMinutes <= 0 || context.startedAt === null || context.now === null) return null;
  return Math.max(0, context.startedAt + context.durationMinutes * 60_000 - context.now);
}

/**
 * The exam's time as the clock first reports it: the start it already had (loaded again in a new language), the
 * kept draft's (a reload gives no extra time), or now (a new exam).
 */
const startAt = (context: ExamContext, now: number) => ({
  now,
  startedAt: context.startedAt ?? context.draft?.startedAt ?? now,
});

/** The answers as the spec sends them: `answers[]` of `question_id` and `answer_id`, in question order. */
export const answersToSend = (context: Pick<ExamContext, 'questions' | 'answers'>): ExamAnswer[] =>
  context.questions.flatMap((q) => {
    const answer = context.answers[String(q.id)];
    return answer ? [{ question_id: q.id, answer_id: answer }] : [];
  });

/**
 * What is kept. It is saved only once the exam is open, after the clock's first report set the start time; a
 * draft without one (0) would be dropped when read back, never trusted.
 */
const draftOf = ({ answers, marked, startedAt, queued }: ExamContext): ExamDraft => ({
  answers,
  marked,
  startedAt: startedAt ?? 0,
  ...(queued ? { queued: true } : {}),
});

/**
 * The section holding the exam, for its duration and title; none found: not timed. A failed call fails the
 * load (the message and a retry): an exam with a time limit must not open without it.
 */
async function sectionOf(course: string, examId: number) {
  const sections = await getCourseSections(course);
  return sections.find((s) => s.exam?.id === examId) ?? null;
}

/**
 * A section's exam (spec sections 4, 7, 8). It loads the questions (and the section's
 * `exam_duration`); the learner answers each (four options) and may mark any for review. Submitting
 * with a question unanswered shows 'please answer all questions' (`incomplete`) and asks the screen to
 * move focus there (`focusQuestion`), sending nothing. Sending posts `answers[]` once (`busy`); success
 * clears the kept draft (`clearDraft`), leaves word for the page gone back to to say the answers were sent
 * (`announceSent`) and goes back (`goBack`); failure keeps every answer
 * (`sendFailed`). Every change is kept (`saveDraft`) so a reload finds it. A timed exam counts down from
 * its start time and, when the time is up, sends what is answered (`expired`).
 *
 * A send that gets no answer (offline, whether the learner pressed 'finish' or the time ran out) is not a
 * failure: the answers are held (`waiting`, kept with the draft as `queued`) and sent once when the
 * connection returns (the screen's `connection` actor reports it), or at once if the learner asks; an exam
 * opened again with answers held sends them as it opens.
 *
 * Time is an input: the machine never reads the wall clock. The screen supplies the `clock` actor, which reports
 * the time as the exam opens (the start of a new exam, or whether a kept one's time is up) and, while the exam is
 * timed, each `EXAM_CLOCK_MS`; tests supply one they move on by hand.
 */
export const examMachine = setup({
  types: {
    context: {} as ExamContext,
    events: {} as ExamEvent,
    input: {} as ExamInput,
    tags: {} as Extract<MachineTag, 'loading' | 'failed' | 'empty' | 'loaded' | 'busy' | 'success' | 'waiting'>,
  },
  actors: {
    load: fromPromise<ExamLoaded, { examId: number; course: string }>(async ({ input, signal }) => {
      const [questions, section] = await Promise.all([
        getExamQuestions(input.examId, { signal }),
        sectionOf(input.course, input.examId),
      ]);
      return {
        questions,
        durationMinutes: section && section.exam_duration > 0 ? section.exam_duration : 0,
        sectionTitle: section?.title ?? '',
      };
    }),
    send: fromPromise<{ message: string }, { examId: number; answers: ExamAnswer[] }>(async ({ input }) => {
      const result = await submitExam(input.examId, input.answers);
      return { message: result.message };
    }),
    /**
     * The clock, supplied by the screen: `clock.tick` with the time now as it starts, then each `EXAM_CLOCK_MS`
     * while `timed`. The default fails loudly: without it the exam would never start.
     */
    clock: fromCallback<ExamEvent, ExamClockInput>(() => {
      throw new MissingEffectError('exam', 'clock');
    }),
    connection: connectionActor('exam'),
  },
  actions: {
    /** Keep the draft (local storage, per user and exam). */
    saveDraft: (_, _params: { draft: ExamDraft }) => {},
    clearDraft: () => {},
    /** Move focus to this question (the first unanswered one). */
    focusQuestion: (_, _params: { questionId: number }) => {},
    /** Leave word that the answers were sent, for the page gone back to to say so (once). */
    announceSent: () => {},
    /** Back one page, or to the course when there is no page to go back to. */
    goBack: () => {},
  },
  guards: {
    allAnswered: ({ context }) => unansweredOf(context).length === 0,
    expired: ({ context }) => context.expired,
    /**
     * The time has just run out. Once only: after an expired send fails, later ticks change nothing (else
     * each tick would send it again, a refused send every second without end); the student sends again
     * (`exam.submit`).
     */
    timeUp: ({ context, event }) => {
      assertEvent(event, 'clock.tick');
      return !context.expired && remainingOf({ ...context, now: event.now }) === 0;
    },
    /** Opened past its time (a kept draft, or loaded again in a new language): what is answered goes at once. */
    startsExpired: ({ context, event }) => {
      assertEvent(event, 'clock.tick');
      return remainingOf({ ...context, ...startAt(context, event.now) }) === 0;
    },
    /** Opened again with answers held for want of a connection: they go at once. */
    startsQueued: ({ context }) => context.queued || context.draft?.queued === true,
    noAnswer,
  },
}).createMachine({
  id: 'exam',
  context: ({ input }) => ({
    examId: input.examId,
    course: input.course,
    questions: [],
    durationMinutes: 0,
    sectionTitle: '',
    answers: {},
    marked: [],
    startedAt: null,
    now: null,
    incomplete: false,
    expired: false,
    sendFailed: false,
    queued: false,
    message: '',
    draft: input.draft ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ examId: context.examId, course: context.course }),
        onDone: [
          {
            guard: ({ event }) => event.output.questions.length === 0,
            target: 'empty',
            actions: assign({ questions: [] }),
          },
          {
            target: 'open',
            actions: [
              assign(({ context, event }) => {
                const ids = new Set(event.output.questions.map((q) => String(q.id)));
                // Loaded again (a new language): what is on screen now; the first time: the kept draft.
                const draft: ExamDraft | null =
                  context.startedAt === null
                    ? context.draft
                    : { answers: context.answers, marked: context.marked, startedAt: context.startedAt };
                // A kept answer to a question the exam no longer has is dropped.
                const answers = Object.fromEntries(
                  Object.entries(draft?.answers ?? {}).filter(([id]) => ids.has(id)),
                ) as Record<string, AnswerId>;
                return {
                  questions: event.output.questions,
                  durationMinutes: event.output.durationMinutes,
                  sectionTitle: event.output.sectionTitle,
                  answers,
                  marked: (draft?.marked ?? []).filter((id) => ids.has(String(id))),
                };
              }),
            ],
          },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'exam.retry': 'loading' },
    },
    empty: {
      tags: ['empty'],
    },
    open: {
      tags: ['loaded'],
      invoke: { id: 'clock', src: 'clock', input: ({ context }) => ({ timed: context.durationMinutes > 0 }) },
      initial: 'starting',
      states: {
        /**
         * Until the clock's first report, which comes as it starts: the exam's start time is then known and
         * kept. Reopened after the time ran out (a reload much later), what was answered is sent at once.
         */
        starting: {
          on: {
            'clock.tick': [
              {
                guard: 'startsQueued',
                target: 'sending',
                actions: assign(({ context, event }) => ({ ...startAt(context, event.now), queued: true })),
              },
              {
                guard: 'startsExpired',
                target: 'sending',
                actions: [
                  assign(({ context, event }) => ({ ...startAt(context, event.now), expired: true })),
                  { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
                ],
              },
              {
                target: 'answering',
                actions: [
                  assign(({ context, event }) => startAt(context, event.now)),
                  { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
                ],
              },
            ],
          },
        },
        answering: {
          on: {
            'exam.reload': { target: '#exam.loading' },
            'answer.choose': {
              actions: [
                assign(({ context, event }) => {
                  const answers = { ...context.answers, [String(event.questionId)]: event.answerId };
                  return {
                    answers,
                    incomplete: context.incomplete && unansweredOf({ ...context, answers }).length > 0,
                  };
                }),
                { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
              ],
            },
            'answer.mark': {
              actions: [
                assign({
                  marked: ({ context, event }) =>
                    context.marked.includes(event.questionId)
                      ? context.marked.filter((id) => id !== event.questionId)
                      : [...context.marked, event.questionId],
                }),
                { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
              ],
            },
            'exam.submit': [
              { guard: 'allAnswered', target: 'sending' },
              { guard: 'expired', target: 'sending' },
              {
                actions: [
                  assign({ incomplete: true, sendFailed: false }),
                  {
                    type: 'focusQuestion',
                    params: ({ context }) => ({ questionId: unansweredOf(context)[0]?.id ?? 0 }),
                  },
                ],
              },
            ],
            'clock.tick': [
              { guard: 'timeUp', target: 'sending', actions: assign({ now: ({ event }) => event.now, expired: true }) },
              { actions: assign({ now: ({ event }) => event.now }) },
            ],
          },
        },
        sending: {
          tags: ['busy'],
          entry: assign({ incomplete: false, sendFailed: false }),
          invoke: {
            id: 'send',
            src: 'send',
            input: ({ context }) => ({ examId: context.examId, answers: answersToSend(context) }),
            onDone: {
              target: '#exam.sent',
              actions: [
                assign({ message: ({ event }) => event.output.message }),
                'clearDraft',
                'announceSent',
                'goBack',
              ],
            },
            onError: [
              { guard: 'noAnswer', target: 'waiting' },
              {
                target: 'answering',
                actions: [
                  assign({ sendFailed: true, queued: false }),
                  { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
                ],
              },
            ],
          },
          on: { 'clock.tick': { actions: assign({ now: ({ event }) => event.now }) } },
        },
        /**
         * The send got no answer: the answers are final and held (kept with the draft, so a reload sends them)
         * until the connection returns, then sent once; 'finish' tries at once (a connection the browser
         * thinks it has, that reaches no server).
         */
        waiting: {
          tags: ['waiting'],
          entry: [
            assign({ queued: true }),
            { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
          ],
          invoke: { id: 'connection', src: 'connection' },
          on: {
            'connection.back': 'sending',
            'exam.submit': 'sending',
            'exam.reload': '#exam.loading',
            'clock.tick': { actions: assign({ now: ({ event }) => event.now }) },
          },
        },
      },
    },
    sent: {
      tags: ['success'],
      type: 'final',
    },
  },
});

/** What the exam screen shows, for a snapshot: it never reads state names. */
export interface ExamView {
  status: 'loading' | 'failed' | 'empty' | 'answering' | 'sending' | 'waiting' | 'sent';
  questions: Question[];
  answers: Record<string, AnswerId>;
  marked: number[];
  unanswered: number[];
  answeredCount: number;
  incomplete: boolean;
  sendFailed: boolean;
  /** Milliseconds left; null when the exam has no duration. */
  remaining: number | null;
  lastMinute: boolean;
  expired: boolean;
  sectionTitle: string;
  message: string;
}

export function examView(snapshot: SnapshotFrom<typeof examMachine>): ExamView {
  const { context } = snapshot;
  const status: ExamView['status'] = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('failed')
      ? 'failed'
      : snapshot.hasTag('empty')
        ? 'empty'
        : snapshot.hasTag('success')
          ? 'sent'
          : snapshot.hasTag('busy')
            ? 'sending'
            : snapshot.hasTag('waiting')
              ? 'waiting'
              : 'answering';
  const remaining = remainingOf(context);
  const unanswered = unansweredOf(context).map((q) => q.id);
  return {
    status,
    questions: context.questions,
    answers: context.answers,
    marked: context.marked,
    unanswered,
    answeredCount: context.questions.length - unanswered.length,
    incomplete: context.incomplete,
    sendFailed: context.sendFailed,
    remaining,
    lastMinute: remaining !== null && remaining <= LAST_MINUTE_MS,
    expired: context.expired,
    sectionTitle: context.sectionTitle,
    message: context.message,
  };
}
