import {
  type AnswerId,
  type ExamAnswer,
  getCourseSections,
  getExamQuestions,
  type Question,
  submitExam,
} from '@dars/api';
import { type AnyMachineSnapshot, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { MachineTag } from '../forms';

/** The countdown's tick. Not a spec timing: how often the remaining time is read from the clock. */
export const EXAM_DELAYS = { tick: 1000 } as const;

/** The last minute, announced once to screen readers. */
export const LAST_MINUTE_MS = 60_000;

/**
 * What the learner has done so far, kept per user and exam until the answers are sent (issue 19, beyond
 * the spec): the answers, the questions marked for review, and when the exam started (the countdown
 * counts from it, so a reload does not give more time).
 */
export interface ExamDraft {
  answers: Record<string, AnswerId>;
  marked: number[];
  startedAt: number;
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
  now: number;
  /** The 'please answer all questions' warning is showing. */
  incomplete: boolean;
  /** The time ran out: what is answered is sent, and sending no longer needs every answer. */
  expired: boolean;
  /** The send failed: the answers stay, the screen shows 'an error occurred while sending the answers'. */
  sendFailed: boolean;
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
  | { type: 'clock.tick'; now: number };

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
    return { answers, marked, startedAt };
  } catch {
    return null;
  }
}

/** The questions still without an answer, in order. */
export const unansweredOf = (context: Pick<ExamContext, 'questions' | 'answers'>) =>
  context.questions.filter((q) => !context.answers[String(q.id)]);

/** Milliseconds left, or null for an exam without a duration (or not started). */
export function remainingOf(context: Pick<ExamContext, 'durationMinutes' | 'startedAt' | 'now'>): number | null {
  if (context.durationMinutes <= 0 || context.startedAt === null) return null;
  return Math.max(0, context.startedAt + context.durationMinutes * 60_000 - context.now);
}

/** The answers as the spec sends them: `answers[]` of `question_id` and `answer_id`, in question order. */
export const answersToSend = (context: Pick<ExamContext, 'questions' | 'answers'>): ExamAnswer[] =>
  context.questions.flatMap((q) => {
    const answer = context.answers[String(q.id)];
    return answer ? [{ question_id: q.id, answer_id: answer }] : [];
  });

const draftOf = (context: ExamContext): ExamDraft => ({
  answers: context.answers,
  marked: context.marked,
  startedAt: context.startedAt ?? context.now,
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
 * A section's exam (spec sections 4, 7, 8; issue 19). It loads the questions (and the section's
 * `exam_duration`); the learner answers each (four options) and may mark any for review. Submitting
 * with a question unanswered shows 'please answer all questions' (`incomplete`) and asks the screen to
 * move focus there (`focusQuestion`), sending nothing. Sending posts `answers[]` once (`busy`); success
 * clears the kept draft (`clearDraft`), leaves word for the page gone back to to say the answers were sent
 * (`announceSent`) and goes back (`goBack`); failure keeps every answer
 * (`sendFailed`). Every change is kept (`saveDraft`) so a reload finds it. A timed exam counts down from
 * its start time and, when the time is up, sends what is answered (`expired`).
 */
export const examMachine = setup({
  types: {
    context: {} as ExamContext,
    events: {} as ExamEvent,
    input: {} as ExamInput,
    tags: {} as Extract<MachineTag, 'loading' | 'failed' | 'empty' | 'loaded' | 'busy' | 'success'>,
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
    /** The countdown's clock: a tick every second with the time now, while a timed exam is open. */
    clock: fromCallback<ExamEvent, { timed: boolean }>(({ sendBack, input }) => {
      if (!input.timed) return undefined;
      const id = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), EXAM_DELAYS.tick);
      return () => clearInterval(id);
    }),
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
     * The time has just run out. Once only: after an expired send fails, later ticks change nothing (they
     * re-sent it every second, a refused send without end); the student sends again (`exam.submit`).
     */
    timeUp: ({ context, event }) =>
      !context.expired && event.type === 'clock.tick' && remainingOf({ ...context, now: event.now }) === 0,
    noQuestions: ({ event }) => (event as unknown as { output: ExamLoaded }).output.questions.length === 0,
    startsExpired: ({ context }) => remainingOf(context) === 0,
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
    now: Date.now(),
    incomplete: false,
    expired: false,
    sendFailed: false,
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
            guard: 'noQuestions',
            target: 'empty',
            actions: assign({ questions: [] }),
          },
          {
            target: 'open',
            actions: [
              assign(({ context, event }) => {
                const now = Date.now();
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
                  startedAt: draft?.startedAt ?? now,
                  now,
                };
              }),
              { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
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
        /** Reopened after the time ran out (a reload much later): what was answered is sent at once. */
        starting: {
          always: [
            { guard: 'startsExpired', target: 'sending', actions: assign({ expired: true }) },
            { target: 'answering' },
          ],
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
            onError: { target: 'answering', actions: assign({ sendFailed: true }) },
          },
          on: { 'clock.tick': { actions: assign({ now: ({ event }) => event.now }) } },
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
  status: 'loading' | 'failed' | 'empty' | 'answering' | 'sending' | 'sent';
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

export function examView(snapshot: AnyMachineSnapshot): ExamView {
  const context = snapshot.context as ExamContext;
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
