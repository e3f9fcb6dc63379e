import { ApiError, type ExamAnswer, login, type Question, tokenStore } from '@dars/api';
import { DEMO_STUDENT } from '@dars/mocks';
import { server } from '@dars/mocks/node';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { connectionLine, controlled } from '../testing';
import {
  type ExamClockInput,
  type ExamDraft,
  type ExamEvent,
  type ExamLoaded,
  examMachine,
  examView,
  LAST_MINUTE_MS,
  readDraft,
  remainingOf,
} from './examMachine';

const question = (id: number): Question => ({
  id,
  question: `Question ${id}?`,
  answer_1: 'One',
  answer_2: 'Two',
  answer_3: 'Three',
  answer_4: 'Four',
});
const QUESTIONS = [question(11), question(12), question(13)];
const loaded = (over: Partial<ExamLoaded> = {}): ExamLoaded => ({
  questions: QUESTIONS,
  durationMinutes: 0,
  sectionTitle: 'Loops',
  ...over,
});
/** The time the test's clock starts at: nothing reads the wall clock, so any instant will do. */
const T0 = Date.UTC(2026, 10, 24, 10, 0, 0);

/**
 * The clock a screen supplies, driven by the test: it reports the time as it starts (unless told not to, for the
 * model, whose paths report it as an event) and again each time the test moves it on. It ticks whether or not
 * the exam is timed, so an untimed exam is shown to ignore ticks; what it was asked is kept in `inputs`.
 */
function testClock({ reportsAtStart = true } = {}) {
  let now = T0;
  const reporting = new Set<(time: number) => void>();
  const inputs: ExamClockInput[] = [];
  const logic = fromCallback<ExamEvent, ExamClockInput>(({ sendBack, input }) => {
    inputs.push(input);
    const report = (time: number) => sendBack({ type: 'clock.tick', now: time });
    reporting.add(report);
    if (reportsAtStart) report(now);
    return () => reporting.delete(report);
  });
  const advance = (ms: number) => {
    now += ms;
    for (const report of reporting) report(now);
  };
  return { logic, inputs, advance };
}
type TestClock = ReturnType<typeof testClock>;

/** The machine with hand-settled calls, the test's clock, and spied actions. */
function start(options: { draft?: ExamDraft | null; clock?: TestClock } = {}) {
  const clock = options.clock ?? testClock();
  const load = controlled<ExamLoaded, { examId: number; course: string }>();
  const send = controlled<{ message: string }, { examId: number; answers: ExamAnswer[] }>();
  const connection = connectionLine();
  const spies = {
    saveDraft: vi.fn(),
    clearDraft: vi.fn(),
    focusQuestion: vi.fn(),
    announceSent: vi.fn(),
    goBack: vi.fn(),
  };
  const logic = examMachine.provide({
    actors: {
      load: load.logic,
      send: send.logic,
      clock: clock.logic,
      connection: connection.logic,
    },
    actions: {
      saveDraft: (_, p) => spies.saveDraft(p.draft),
      clearDraft: () => spies.clearDraft(),
      focusQuestion: (_, p) => spies.focusQuestion(p.questionId),
      announceSent: () => spies.announceSent(),
      goBack: () => spies.goBack(),
    },
  });
  const actor = createActor(logic, { input: { examId: 7, course: 'python', draft: options.draft ?? null } }).start();
  const view = () => examView(actor.getSnapshot());
  return { actor, load, send, clock, connection, spies, view, settle: { load, send } };
}

async function answering(over: Partial<ExamLoaded> = {}, options: Parameters<typeof start>[0] = {}) {
  const sut = start(options);
  await sut.load.resolve(loaded(over) as never);
  return sut;
}

const choose = (questionId: number, answerId: 'answer_1' | 'answer_2' | 'answer_3' | 'answer_4' = 'answer_2') =>
  ({ type: 'answer.choose', questionId, answerId }) as const;

// Fake timeouts only, for settling the hand-held calls (`flush`): the date stays real, as the machine never reads it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('examMachine', () => {
  it('loads the questions of the exam and the course it belongs to, then shows them', async () => {
    const { load, view } = start();
    expect(view().status).toBe('loading');
    expect(load.calls[0]?.input).toEqual({ examId: 7, course: 'python' });
    await load.resolve(loaded() as never);
    expect(view()).toMatchObject({ status: 'answering', answeredCount: 0, unanswered: [11, 12, 13], remaining: null });
  });

  it('a failure to load offers a retry that loads again', async () => {
    const { load, actor, view } = start();
    await load.reject(new ApiError('network'));
    expect(view().status).toBe('failed');
    actor.send({ type: 'exam.retry' });
    expect(view().status).toBe('loading');
    expect(load.calls).toHaveLength(2);
  });

  it("fails to load (the message and a retry) when the exam's section cannot be read, rather than opening untimed", async () => {
    vi.useRealTimers();
    tokenStore.set((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).token);
    server.use(
      http.get('*/api/v1/courses/:slug/sections', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const actor = createActor(
      examMachine.provide({
        actions: { saveDraft: () => {}, clearDraft: () => {}, focusQuestion: () => {}, goBack: () => {} },
      }),
      { input: { examId: 1, course: 'python-for-beginners', draft: null } },
    ).start();
    const settled = await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 5000 });
    expect(examView(settled).status).toBe('failed');
    actor.stop();
  });

  it('an exam without questions says so and keeps nothing', async () => {
    const { load, view, spies } = start();
    await load.resolve(loaded({ questions: [] }) as never);
    expect(view().status).toBe('empty');
    expect(spies.saveDraft).not.toHaveBeenCalled();
  });

  it('keeps the start time at once, and each answer and mark as it is made', async () => {
    const { actor, spies } = await answering();
    expect(spies.saveDraft).toHaveBeenLastCalledWith({ answers: {}, marked: [], startedAt: T0 });
    actor.send(choose(12, 'answer_3'));
    actor.send({ type: 'answer.mark', questionId: 13 });
    expect(spies.saveDraft).toHaveBeenLastCalledWith({ answers: { '12': 'answer_3' }, marked: [13], startedAt: T0 });
    actor.send({ type: 'answer.mark', questionId: 13 });
    expect(spies.saveDraft).toHaveBeenLastCalledWith({ answers: { '12': 'answer_3' }, marked: [], startedAt: T0 });
  });

  it('a missing answer warns, moves focus to the first unanswered question and sends nothing', async () => {
    const { actor, send, spies, view } = await answering();
    actor.send(choose(11));
    actor.send(choose(13));
    actor.send({ type: 'exam.submit' });
    expect(view()).toMatchObject({ status: 'answering', incomplete: true, unanswered: [12] });
    expect(spies.focusQuestion).toHaveBeenCalledWith(12);
    expect(send.calls).toHaveLength(0);
    // Answering the last one clears the warning.
    actor.send(choose(12));
    expect(view().incomplete).toBe(false);
  });

  it('sends answers[] of question_id and answer_id once, then clears the draft, leaves word that they were sent and goes back', async () => {
    const { actor, send, spies, view } = await answering();
    for (const q of QUESTIONS) actor.send(choose(q.id, 'answer_4'));
    actor.send({ type: 'exam.submit' });
    actor.send({ type: 'exam.submit' });
    expect(view().status).toBe('sending');
    expect(send.calls).toHaveLength(1);
    expect(send.calls[0]?.input).toEqual({
      examId: 7,
      answers: [
        { question_id: 11, answer_id: 'answer_4' },
        { question_id: 12, answer_id: 'answer_4' },
        { question_id: 13, answer_id: 'answer_4' },
      ],
    });
    await send.resolve({ message: 'You scored 2 of 3.' } as never);
    expect(view()).toMatchObject({ status: 'sent', message: 'You scored 2 of 3.' });
    expect(spies.clearDraft).toHaveBeenCalledTimes(1);
    expect(spies.goBack).toHaveBeenCalledTimes(1);
    // The page it goes back to says the answers were sent: the word is left before leaving.
    expect(spies.announceSent).toHaveBeenCalledTimes(1);
    expect(spies.announceSent.mock.invocationCallOrder[0]).toBeLessThan(spies.goBack.mock.invocationCallOrder[0] ?? 0);
  });

  it('a failed send keeps every answer and says so; sending again works', async () => {
    const { actor, send, spies, view } = await answering();
    for (const q of QUESTIONS) actor.send(choose(q.id, 'answer_1'));
    actor.send({ type: 'exam.submit' });
    await send.reject(new ApiError('http', { status: 500 }));
    expect(view()).toMatchObject({ status: 'answering', sendFailed: true, answeredCount: 3 });
    expect(spies.clearDraft).not.toHaveBeenCalled();
    expect(spies.goBack).not.toHaveBeenCalled();
    expect(spies.announceSent).not.toHaveBeenCalled();
    actor.send({ type: 'exam.submit' });
    expect(view()).toMatchObject({ status: 'sending', sendFailed: false });
    expect(send.calls).toHaveLength(2);
  });

  it('restores a kept draft: its answers, marks and start time, without answers to questions gone', async () => {
    const draft = {
      answers: { '11': 'answer_2', '99': 'answer_1' },
      marked: [13, 98],
      startedAt: T0 - 60_000,
    } as const;
    const { view, spies } = await answering(
      {},
      { draft: { ...draft, answers: { ...draft.answers }, marked: [...draft.marked] } },
    );
    expect(view()).toMatchObject({ answers: { '11': 'answer_2' }, marked: [13], answeredCount: 1 });
    expect(spies.saveDraft).toHaveBeenLastCalledWith({
      answers: { '11': 'answer_2' },
      marked: [13],
      startedAt: T0 - 60_000,
    });
  });

  it('a new language loads the questions again and keeps every answer, mark and the start time', async () => {
    const { actor, load, view, spies, clock } = await answering({ durationMinutes: 5 });
    actor.send(choose(12, 'answer_3'));
    actor.send({ type: 'answer.mark', questionId: 11 });
    clock.advance(10_000);
    actor.send({ type: 'exam.reload' });
    expect(view().status).toBe('loading');
    await load.resolve(
      loaded({ durationMinutes: 5, questions: QUESTIONS.map((q) => ({ ...q, question: `سؤال ${q.id}؟` })) }) as never,
    );
    expect(view()).toMatchObject({
      status: 'answering',
      answers: { '12': 'answer_3' },
      marked: [11],
      remaining: 290_000,
    });
    expect(view().questions[0]?.question).toBe('سؤال 11؟');
    expect(spies.saveDraft).toHaveBeenLastCalledWith({ answers: { '12': 'answer_3' }, marked: [11], startedAt: T0 });
  });

  it('reads a kept draft back, dropping anything malformed', () => {
    expect(readDraft(null)).toBeNull();
    expect(readDraft('not json')).toBeNull();
    expect(readDraft(JSON.stringify({ answers: {}, marked: [] }))).toBeNull();
    expect(
      readDraft(
        JSON.stringify({ answers: { '1': 'answer_2', '2': 'answer_9', '3': 5 }, marked: [1, 'x'], startedAt: 5 }),
      ),
    ).toEqual({ answers: { '1': 'answer_2' }, marked: [1], startedAt: 5 });
    expect(readDraft(JSON.stringify({ answers: {}, marked: [], startedAt: 5, queued: true }))).toEqual({
      answers: {},
      marked: [],
      startedAt: 5,
      queued: true,
    });
    expect(readDraft(JSON.stringify({ answers: {}, marked: [], startedAt: 5, queued: 'yes' }))).toEqual({
      answers: {},
      marked: [],
      startedAt: 5,
    });
  });
});

describe('examMachine: sent without a connection', () => {
  it('a send that gets no answer holds the answers, keeps them as queued, and sends them once when the connection returns', async () => {
    const { actor, send, connection, spies, view } = await answering();
    for (const q of QUESTIONS) actor.send(choose(q.id, 'answer_3'));
    actor.send({ type: 'exam.submit' });
    await send.reject(new ApiError('network'));
    expect(view()).toMatchObject({ status: 'waiting', sendFailed: false, answeredCount: 3 });
    expect(spies.saveDraft).toHaveBeenLastCalledWith({
      answers: { '11': 'answer_3', '12': 'answer_3', '13': 'answer_3' },
      marked: [],
      startedAt: T0,
      queued: true,
    });
    // The answers are final while they wait.
    actor.send(choose(11, 'answer_1'));
    expect(view().answers['11']).toBe('answer_3');
    expect(connection.listening).toBe(1);
    connection.back();
    expect(view().status).toBe('sending');
    expect(connection.listening).toBe(0);
    connection.back();
    expect(send.calls).toHaveLength(2);
    expect(send.calls[1]?.input.answers).toEqual(send.calls[0]?.input.answers);
    await send.resolve({ message: 'Sent.' });
    expect(view().status).toBe('sent');
    expect(spies.clearDraft).toHaveBeenCalledTimes(1);
    expect(spies.goBack).toHaveBeenCalledTimes(1);
  });

  it('the time running out offline queues what is answered the same way', async () => {
    const { actor, send, connection, view, clock } = await answering({ durationMinutes: 1 });
    actor.send(choose(12, 'answer_4'));
    clock.advance(60_000);
    await send.reject(new ApiError('network'));
    expect(view()).toMatchObject({ status: 'waiting', expired: true, remaining: 0 });
    for (let second = 0; second < 30; second += 1) clock.advance(1000);
    expect(send.calls).toHaveLength(1);
    connection.back();
    expect(send.calls).toHaveLength(2);
    expect(send.calls[1]?.input.answers).toEqual([{ question_id: 12, answer_id: 'answer_4' }]);
  });

  it("'finish' while waiting tries at once; a refusal then shows the failure and forgets the queue", async () => {
    const { actor, send, connection, spies, view } = await answering();
    for (const q of QUESTIONS) actor.send(choose(q.id));
    actor.send({ type: 'exam.submit' });
    await send.reject(new ApiError('network'));
    actor.send({ type: 'exam.submit' });
    expect(send.calls).toHaveLength(2);
    await send.reject(new ApiError('http', { status: 422, serverMessage: 'Closed.' }));
    expect(view()).toMatchObject({ status: 'answering', sendFailed: true });
    expect(spies.saveDraft.mock.lastCall?.[0]).not.toHaveProperty('queued');
    connection.back();
    expect(send.calls).toHaveLength(2);
  });

  it('opened again with answers queued (a reload offline), sends them as it opens', async () => {
    const draft: ExamDraft = { answers: { '11': 'answer_1' }, marked: [], startedAt: T0 - 10_000, queued: true };
    const { send, view } = await answering({ durationMinutes: 0 }, { draft });
    expect(view().status).toBe('sending');
    expect(send.calls.map((c) => c.input.answers)).toEqual([[{ question_id: 11, answer_id: 'answer_1' }]]);
  });
});

describe('examMachine: the countdown (the clock the screen supplies)', () => {
  it('counts down from the start time with each report of the clock and marks the last minute', async () => {
    const { view, clock } = await answering({ durationMinutes: 2 });
    // A timed exam asks its clock for ticks (the screen's reports each second).
    expect(clock.inputs).toEqual([{ timed: true }]);
    expect(view().remaining).toBe(120_000);
    clock.advance(1000);
    expect(view().remaining).toBe(119_000);
    clock.advance(59_000);
    expect(view()).toMatchObject({ remaining: LAST_MINUTE_MS, lastMinute: true });
  });

  it('when the time is up, sends what is answered (even with questions unanswered), once', async () => {
    const { actor, send, view, clock } = await answering({ durationMinutes: 1 });
    actor.send(choose(12, 'answer_1'));
    clock.advance(59_000);
    expect(send.calls).toHaveLength(0);
    clock.advance(1000);
    expect(view()).toMatchObject({ status: 'sending', expired: true, remaining: 0 });
    expect(send.calls).toHaveLength(1);
    expect(send.calls[0]?.input.answers).toEqual([{ question_id: 12, answer_id: 'answer_1' }]);
    for (let second = 0; second < 5; second += 1) clock.advance(1000);
    expect(send.calls).toHaveLength(1);
  });

  it('after an expired send fails, sending again needs no more answers', async () => {
    const { actor, send, view, clock } = await answering({ durationMinutes: 1 });
    clock.advance(60_000);
    await send.reject(new ApiError('http', { status: 503 }));
    expect(view()).toMatchObject({ status: 'answering', sendFailed: true, expired: true });
    actor.send({ type: 'exam.submit' });
    expect(send.calls).toHaveLength(2);
  });

  it('after an expired send fails, the clock sends nothing more by itself: the student sends again', async () => {
    const { actor, send, view, clock } = await answering({ durationMinutes: 1 });
    clock.advance(60_000);
    expect(send.calls).toHaveLength(1);
    // Refused (nothing answered): the time stays up, the failure and the send button stay on screen.
    await send.reject(new ApiError('http', { status: 422, serverMessage: 'Answer every question.' }));
    for (let second = 0; second < 30; second += 1) clock.advance(1000);
    expect(send.calls).toHaveLength(1);
    expect(view()).toMatchObject({ status: 'answering', sendFailed: true, expired: true, remaining: 0 });
    actor.send(choose(11));
    actor.send({ type: 'exam.submit' });
    expect(send.calls).toHaveLength(2);
    expect(send.calls[1]?.input.answers).toEqual([{ question_id: 11, answer_id: 'answer_2' }]);
  });

  it('survives a reload: the time left counts from the kept start, and a draft past its time is sent at once', async () => {
    const draft: ExamDraft = { answers: {}, marked: [], startedAt: T0 - 30_000 };
    const resumed = await answering({ durationMinutes: 1 }, { draft });
    expect(resumed.view().remaining).toBe(30_000);
    resumed.actor.stop();

    const late = await answering({ durationMinutes: 1 }, { draft: { ...draft, startedAt: T0 - 61_000 } });
    expect(late.view()).toMatchObject({ status: 'sending', expired: true });
    expect(late.send.calls).toHaveLength(1);
  });

  it('an exam without a duration asks for no ticks, has no countdown and never sends by itself', async () => {
    const { view, send, clock } = await answering({ durationMinutes: 0 });
    expect(clock.inputs).toEqual([{ timed: false }]);
    clock.advance(3 * 60 * 60_000);
    expect(view().remaining).toBeNull();
    expect(send.calls).toHaveLength(0);
  });

  it('without a clock supplied, opening the exam fails loudly, naming it', async () => {
    const load = controlled<ExamLoaded, { examId: number; course: string }>();
    const actor = createActor(examMachine.provide({ actors: { load: load.logic } }), {
      input: { examId: 7, course: 'python', draft: null },
    });
    const reported: unknown[] = [];
    actor.subscribe({ error: (error) => reported.push(error) });
    actor.start();
    await load.resolve(loaded({ durationMinutes: 1 }) as never);
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(reported[0])).toMatch(/exam.*clock/);
  });

  it('remainingOf never goes below zero', () => {
    expect(remainingOf({ durationMinutes: 1, startedAt: 0, now: 10 * 60_000 })).toBe(0);
    expect(remainingOf({ durationMinutes: 0, startedAt: 0, now: 0 })).toBeNull();
  });
});
