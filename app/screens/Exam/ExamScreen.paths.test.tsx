import { type AnswerId, ApiError, login, type Question } from '@dars/api';
import { createFormatters, createTranslator, type Language, localeOf } from '@dars/i18n';
import { EXAM_CLOCK_MS, type ExamLoaded, examMachine } from '@dars/machines';
import { DEMO_STUDENT } from '@dars/mocks';
import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { done, failed, type ModelEvent } from '../../../machines/testing';
import { holdCall } from '../../testing/heldCalls';
import { describeScreenPaths, elsewhere, renderAt } from '../../testing/screenPaths';
import { examSentWordFor, forgetExamSentWord } from '../learner';
import ExamScreen from './ExamScreen';

/**
 * /single_course/python/exam/7 driven by the exam machine's paths: choosing an option is a click on its
 * radio in the question's group, marking one the question's 'mark for review', sending a click on 'finish
 * exam', a retry the retry button; the two calls are the demo API's, held until each step answers them.
 * The clock is the screen's own, on the fake clock: its first report, as the exam opens, is the screen's
 * doing (the model's `open.starting` lasts until then, so the screen shows the opened exam there); the time
 * running out is the fake clock moving on until the clock's next report finds none left. At each state:
 * the skeleton, the failure, the empty exam, or the questions as answered and marked, the warning and the
 * question it moves focus to, the busy button, the countdown, the failed send; what was asked, sent and
 * kept on the device; the course page it goes back to.
 */

/** Two questions, as the server writes them in each language; the model reads their ids only. */
const TEXTS: Record<Language, Record<number, [string, string, string, string, string]>> = {
  en: {
    11: ['Which word starts a loop?', 'for', 'def', 'class', 'import'],
    12: ['What type is the value 3.5?', 'float', 'int', 'str', 'bool'],
  },
  ar: {
    11: ['أي كلمة تبدأ حلقة تكرار؟', 'for', 'def', 'class', 'import'],
    12: ['ما نوع القيمة 3.5؟', 'float', 'int', 'str', 'bool'],
  },
};
const inLanguage = (id: number, lang: Language): Question => {
  const [question, answer_1, answer_2, answer_3, answer_4] = TEXTS[lang][id] ?? ['', '', '', '', ''];
  return { id, question, answer_1, answer_2, answer_3, answer_4 };
};
const QUESTIONS = [inLanguage(11, 'en'), inLanguage(12, 'en')];
const loaded = (over: Partial<ExamLoaded>): ExamLoaded => ({
  questions: QUESTIONS,
  durationMinutes: 1,
  sectionTitle: 'Loops',
  ...over,
});
const T0 = Date.UTC(2026, 10, 24, 10, 0, 0);
const COURSE = 'python';
const EXAM = 7;
const DRAFT_KEY = `dars.exam.${DEMO_STUDENT.email}.${EXAM}`;

const choose = (questionId: number, answerId: AnswerId = 'answer_2'): ModelEvent => ({
  type: 'answer.choose',
  questionId,
  answerId,
});
/** The clock's first report, as the exam opens (the fake clock stands at T0), and its report when the one-minute exam's time is up. */
const opened: ModelEvent = { type: 'clock.tick', now: T0 };
const timeUp: ModelEvent = { type: 'clock.tick', now: T0 + 60_000 };
const LOAD_DONE = done('load').type;
const SEND_DONE = done('send').type;

/** Where the steps leave the exam, told from what the learner did and how the calls were answered. */
type Phase = 'loading' | 'failed' | 'empty' | 'answering' | 'sending' | 'waiting' | 'sent';

function examAfter(steps: ModelEvent[]) {
  let phase = 'loading' as Phase;
  let questions: Question[] = [];
  let timed = false;
  let loads = 1;
  const answers = new Map<number, AnswerId>();
  const marked = new Set<number>();
  let warned = false;
  let sendFailed = false;
  let expired = false;
  let queued = false;
  const sent: { answers: { question_id: number; answer_id: AnswerId }[] }[] = [];
  const unanswered = () => questions.filter((q) => !answers.has(q.id)).map((q) => q.id);
  const send = () => {
    phase = 'sending';
    warned = false;
    sendFailed = false;
    sent.push({
      answers: questions.flatMap((q) => {
        const answer = answers.get(q.id);
        return answer ? [{ question_id: q.id, answer_id: answer }] : [];
      }),
    });
  };
  for (const step of steps) {
    if (step.type === LOAD_DONE) {
      const output = step.output as ExamLoaded;
      questions = output.questions;
      timed = output.durationMinutes > 0;
      phase = questions.length ? 'answering' : 'empty';
    } else if (step.type === failed('load', null).type) phase = 'failed';
    else if (step.type === 'exam.retry') {
      phase = 'loading';
      loads += 1;
    } else if (phase === 'waiting') {
      // Held for want of a connection: sent when it returns, or at once on 'send now'; the clock only counts.
      if (step.type === 'connection.back' || step.type === 'exam.submit') send();
    } else if (phase !== 'answering') {
      // Sending: the questions are disabled and the button busy; the clock only counts.
      if (step.type === SEND_DONE) phase = 'sent';
      else if (
        step.type === failed('send', null).type &&
        step.error instanceof ApiError &&
        step.error.kind === 'network'
      ) {
        // No answer: not a failure, the answers wait for the connection.
        phase = 'waiting';
        queued = true;
      } else if (step.type === failed('send', null).type) {
        phase = 'answering';
        sendFailed = true;
        queued = false;
      }
    } else if (step.type === 'answer.choose') {
      answers.set(step.questionId as number, step.answerId as AnswerId);
      warned = warned && unanswered().length > 0;
    } else if (step.type === 'answer.mark') {
      const id = step.questionId as number;
      if (marked.has(id)) marked.delete(id);
      else marked.add(id);
    } else if (step.type === 'exam.submit') {
      // Every question answered, or the time is up: sent; otherwise the warning, and nothing sent.
      if (unanswered().length === 0 || expired) send();
      else {
        warned = true;
        sendFailed = false;
      }
    } else if (step.type === 'clock.tick' && step.now !== T0 && timed && !expired) {
      expired = true;
      send();
    }
  }
  return {
    phase,
    questions,
    loads,
    answers,
    marked,
    warned,
    sendFailed,
    expired,
    queued,
    sent,
    unanswered: unanswered(),
  };
}

async function start(lang: Language) {
  forgetExamSentWord();
  const { token } = await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password });
  const load = holdCall<ExamLoaded>(
    {
      method: 'get',
      path: 'courses/sections/exam/:examId/questions',
      reply: (out, request) => ({
        data: out.questions.map((q) => inLanguage(q.id, request.headers.get('lang') === 'en' ? 'en' : 'ar')),
      }),
    },
    {
      method: 'get',
      path: 'courses/:slug/sections',
      reply: (out) => ({
        data: [
          {
            id: 3,
            title: out.sectionTitle,
            videos: [],
            pdfs: [],
            exam: { id: EXAM },
            status: 'paid',
            exam_duration: out.durationMinutes,
          },
        ],
      }),
    },
  );
  const send = holdCall<{ message: string }>({
    method: 'post',
    path: 'courses/sections/exam/:examId/submit',
    reply: (out) => ({ message: out.message, data: { score: 1, total: 2 } }),
  });
  const { user } = renderAt(
    `/single_course/${COURSE}/exam/${EXAM}`,
    <ExamScreen title="title.exam" params={{ courseId: COURSE, examId: String(EXAM) }} />,
    { lang, token },
  );
  return {
    t: createTranslator(lang),
    format: createFormatters(localeOf(lang)),
    lang,
    user,
    load,
    send,
    settle: { load, send },
  };
}
type Sut = Awaited<ReturnType<typeof start>>;

/** A question's group: its fieldset, named by its legend. */
const group = (id: number) => {
  const fieldset = document.getElementById(`question-${id}`);
  if (!fieldset) throw new Error(`question ${id} is not shown`);
  return fieldset as HTMLFieldSetElement;
};

// The word left for the course page lives in this tab's memory: no other test's page may find it.
afterEach(forgetExamSentWord);

describeScreenPaths(examMachine, {
  input: { examId: EXAM, course: COURSE, draft: null },
  events: [
    done('load', loaded({})),
    done('load', loaded({ questions: [] })),
    failed('load', new ApiError('network')),
    { type: 'exam.retry' },
    choose(11),
    choose(12),
    { type: 'answer.mark', questionId: 12 },
    { type: 'exam.submit' },
    opened,
    timeUp,
    done('send', { message: 'Sent.' }),
    failed('send', new ApiError('http', { status: 500 })),
    failed('send', new ApiError('network')),
    { type: 'connection.back' },
  ],
  // The exam starts with the clock's first report, and that report is the only thing that happens then: the
  // screen's clock makes it as the exam opens, before the learner can do anything.
  allow: (s, e) => (s.matches({ open: 'starting' }) ? e === opened : e !== opened),
  serialize: (s) =>
    `${JSON.stringify(s.value)}|${Object.keys(s.context.answers).length}|${s.context.marked.length}|${s.context.incomplete}|${s.context.sendFailed}|${s.context.expired}|${s.context.queued}`,
  // Every state, and each way the screen shows one: the warning, the failed send, the time up.
  cover: (s) => {
    if (!s.matches('open')) return String(s.value);
    const flags = ['incomplete', 'sendFailed', 'expired'].filter((flag) => s.context[flag]);
    return [`open.${String((s.value as { open: string }).open)}`, ...flags].join(' ');
  },
  expectStates: [
    'loading',
    'failed',
    'empty',
    'open.starting',
    'open.answering',
    'open.answering incomplete',
    'open.answering sendFailed',
    'open.answering sendFailed expired',
    'open.sending',
    'open.sending expired',
    'open.waiting',
    'open.waiting expired',
    'sent',
  ],
  clock: T0,
  start,
  label: (e) =>
    e.type === 'answer.choose'
      ? `choose in ${e.questionId}`
      : e.type === 'answer.mark'
        ? `mark ${e.questionId}`
        : e === opened
          ? 'the clock starts'
          : e === timeUp
            ? 'the time is up'
            : e.type === 'exam.submit'
              ? 'finish'
              : e.type === 'exam.retry'
                ? 'retry'
                : e.type === 'connection.back'
                  ? 'back online'
                  : undefined,
  act: {
    'answer.choose': ({ lang, user }: Sut, e) => {
      const q = inLanguage(e.questionId as number, lang);
      return user.click(within(group(q.id)).getByRole('radio', { name: q[e.answerId as AnswerId] }));
    },
    'answer.mark': ({ t, user }: Sut, e) =>
      user.click(within(group(e.questionId as number)).getByRole('button', { name: t('examScreen.mark') })),
    // 'Finish exam', or 'send now' while the answers wait for the connection.
    'exam.submit': ({ t, user }: Sut) =>
      user.click(
        screen.queryByRole('button', { name: t('offline.sendNow') }) ??
          screen.getByRole('button', { name: t('exam.finish') }),
      ),
    // The browser says it is back online.
    'connection.back': async () => {
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
    },
    'exam.retry': ({ t, user }: Sut) => user.click(screen.getByRole('button', { name: t('common.retry') })),
    // The first report is the screen's own, as the exam opens. Later, the fake clock moves on to the
    // event's time, or by one report when it has passed it already: the clock's report finds no time left.
    'clock.tick': (_: Sut, e) =>
      e === opened
        ? Promise.resolve()
        : act(() => vi.advanceTimersByTimeAsync(Math.max((e.now as number) - Date.now(), EXAM_CLOCK_MS))),
  },
  check: ({ t, format, lang, load, send }: Sut, _expected, steps) => {
    const exam = examAfter(steps);
    // Asked: the questions of exam 7 and the course's sections (for the duration), once per load.
    expect(load.requests.map((r) => r.url.pathname)).toEqual(
      Array.from({ length: exam.loads }, () => [
        `/api/v1/courses/sections/exam/${EXAM}/questions`,
        `/api/v1/courses/${COURSE}/sections`,
      ]).flat(),
    );
    // Sent: answers[] of question_id and answer_id, in question order, once per send.
    expect(send.requests.map((r) => r.body)).toEqual(exam.sent);
    if (exam.phase === 'sent') {
      // Back to the course (no page behind in this tab), which says the answers were sent; nothing kept.
      expect(elsewhere()).toBe(`/single_course/${COURSE}`);
      expect(examSentWordFor(COURSE)).toBe(true);
      expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
      return;
    }
    expect(elsewhere()).toBeNull();
    expect(examSentWordFor(COURSE)).toBe(false);
    const alerts = [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent ?? '');
    expect(document.querySelector('h1')?.textContent).toBe(t('exam.unit'));
    if (exam.phase === 'loading') {
      expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(document.querySelector('fieldset')).toBeNull();
      return;
    }
    if (exam.phase === 'failed') {
      expect(alerts).toEqual([t('errors.fetchFailed')]);
      expect(screen.getByText(t('common.retry'))).toBeTruthy();
      return;
    }
    if (exam.phase === 'empty') {
      expect(screen.getByText(t('examScreen.empty'))).toBeTruthy();
      expect(screen.getByText(t('examScreen.backToCourse')).closest('a')?.getAttribute('href')).toBe(
        `/single_course/${COURSE}`,
      );
      expect(document.querySelector('fieldset')).toBeNull();
      return;
    }
    const sending = exam.phase === 'sending';
    const waiting = exam.phase === 'waiting';
    for (const [index, q] of exam.questions.entries()) {
      const fieldset = group(q.id);
      // Its number and its words, in the page's language (the server's answer in it).
      expect(fieldset.querySelector('legend')?.textContent).toBe(
        `${t('exam.question', { number: index + 1, total: exam.questions.length })}${inLanguage(q.id, lang).question}`,
      );
      const checked = fieldset.querySelector<HTMLInputElement>('input[type="radio"]:checked');
      expect(checked?.value ?? null, `answer to ${q.id}`).toBe(exam.answers.get(q.id) ?? null);
      const mark = fieldset.querySelector('button');
      expect(mark?.getAttribute('aria-pressed'), `mark of ${q.id}`).toBe(String(exam.marked.has(q.id)));
      // The warning marks each question without an answer, in words tied to it.
      const missing = exam.warned && exam.unanswered.includes(q.id);
      expect(fieldset.getAttribute('aria-invalid'), `question ${q.id} marked missing`).toBe(missing ? 'true' : null);
      if (missing)
        expect(document.getElementById(fieldset.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
          t('examScreen.stateUnanswered'),
        );
      expect(fieldset.disabled, `question ${q.id} disabled`).toBe(sending || waiting);
    }
    const answered = exam.questions.length - exam.unanswered.length;
    expect(screen.getByText(t('examScreen.answered', { answered, total: exam.questions.length }))).toBeTruthy();
    expect(
      alerts.some((text) => text.includes(t('exam.answerAll'))),
      'warning',
    ).toBe(exam.warned);
    expect(
      alerts.some((text) => text.includes(t('exam.sendFailed'))),
      'send failed',
    ).toBe(exam.sendFailed);
    // Held for the connection: said so, in a status the screen reader reads, not as an error.
    expect(screen.queryByText(t('offline.examQueued')) !== null, 'waiting for the connection').toBe(waiting);
    // The warning moves focus to the first question without an answer.
    if (exam.warned && steps.at(-1)?.type === 'exam.submit')
      expect(document.activeElement).toBe(group(exam.unanswered[0] ?? 0));
    const button = document.querySelector('button[type="submit"]');
    expect(button?.textContent).toBe(
      sending ? t('exam.submitting') : waiting ? t('offline.sendNow') : t('exam.finish'),
    );
    expect(button?.getAttribute('aria-busy')).toBe(sending ? 'true' : null);
    // A one-minute exam: its last minute from the start, the time shown in the page's digits; then time up.
    const clock = (text: string) => text.replace(/\d/g, (d) => format.digits(Number(d)));
    expect(document.querySelector('[role="timer"]')?.textContent).toBe(clock(exam.expired ? '0:00' : '1:00'));
    expect(document.querySelector('nav [role="status"]')?.textContent).toBe(
      exam.expired ? t('examScreen.timeUp') : t('examScreen.lastMinute'),
    );
    // Every answer and mark is kept on the device until the answers are sent, with the start time.
    const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
    expect(draft).toEqual({
      answers: Object.fromEntries([...exam.answers].map(([id, answer]) => [String(id), answer])),
      marked: [...exam.marked],
      startedAt: T0,
      ...(exam.queued ? { queued: true } : {}),
    });
  },
});
