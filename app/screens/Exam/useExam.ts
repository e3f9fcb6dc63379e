import type { AnswerId } from '@dars/api';
import { EXAM_CLOCK_MS, type ExamClockInput, type ExamEvent, examMachine, examView } from '@dars/machines';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fromCallback } from 'xstate';
import { href } from '../../paths';
import { goBackOr } from '../../platform';
import { browserConnection } from '../connection';
import { useLanguageChange } from '../forms';
import { leaveExamSentWord } from '../learner';
import { examMemory } from './examMemory';

export interface ExamTarget {
  /** The course as the route names it (its id), and the slug when the link gave it (`?course=`). */
  courseId: string;
  course: string;
  examId: number;
  /** Whose answers these are (the student's e-mail): the kept draft's key. */
  user: string;
}

/**
 * The exam's clock, the wall clock's time: as the exam opens, then each `EXAM_CLOCK_MS` while it is timed. Each
 * report reads the time afresh, so a tab the browser slowed down, or a computer that slept, still shows the true
 * time left.
 */
const examClock = fromCallback<ExamEvent, ExamClockInput>(({ sendBack, input }) => {
  const report = () => sendBack({ type: 'clock.tick', now: Date.now() });
  report();
  if (!input.timed) return undefined;
  const id = setInterval(report, EXAM_CLOCK_MS);
  return () => clearInterval(id);
});

/**
 * Everything the exam screen runs: the exam machine with the learner's kept draft, focus on
 * the first unanswered question, back one page on success (the course when there is none) with word for
 * the course page to say the answers were sent, and a question before leaving with answers not
 * sent (the browser's own on a reload or a closed tab; a dialog for a link inside the app).
 */
export function useExam({ courseId, course, examId, user }: ExamTarget) {
  const [, navigate] = useLocation();
  const memory = useMemo(() => examMemory(user, examId), [user, examId]);
  const questionRefs = useRef(new Map<number, HTMLFieldSetElement>());
  const [restored] = useState(() => Object.keys(memory.read()?.answers ?? {}).length > 0);

  const [logic] = useState(() =>
    examMachine.provide({
      actors: { clock: examClock, connection: browserConnection },
      actions: {
        saveDraft: (_, { draft }) => memory.save(draft),
        clearDraft: () => memory.clear(),
        focusQuestion: (_, { questionId }) => {
          // After the warning has rendered: the question's group takes focus and scrolls into view.
          requestAnimationFrame(() => questionRefs.current.get(questionId)?.focus());
        },
        // The course page says so: by the slug when the link gave it, else by the id the route has.
        announceSent: () => leaveExamSentWord(course, courseId),
        goBack: () => goBackOr(() => navigate(href('course', { slug: course }), { replace: true })),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { examId, course, draft: memory.read() } });
  const view = examView(snapshot);
  // The questions are in the server's language: a switch loads them again, every answer kept.
  useLanguageChange(() => send({ type: view.status === 'failed' ? 'exam.retry' : 'exam.reload' }));

  // Unsent answers (waiting for the connection too): ask before the page goes.
  const unsent =
    view.answeredCount > 0 && (view.status === 'answering' || view.status === 'sending' || view.status === 'waiting');
  useEffect(() => {
    if (!unsent) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value; the browser shows its own words.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsent]);

  const [leaving, setLeaving] = useState<string | null>(null);
  useEffect(() => {
    if (!unsent) return undefined;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [unsent]);

  const choose = useCallback(
    (questionId: number, answerId: AnswerId) => send({ type: 'answer.choose', questionId, answerId }),
    [send],
  );

  const toggleMark = useCallback((questionId: number) => send({ type: 'answer.mark', questionId }), [send]);
  // One ref callback per question, the same on every render: a question that does not change is not drawn
  // again when another is answered (ExamScreen's memo), and React does not detach and attach its ref.
  const refs = useRef(new Map<number, (element: HTMLFieldSetElement | null) => void>());
  const questionRef = useCallback((questionId: number) => {
    let ref = refs.current.get(questionId);
    if (!ref) {
      ref = (element) => {
        if (element) questionRefs.current.set(questionId, element);
        else questionRefs.current.delete(questionId);
      };
      refs.current.set(questionId, ref);
    }
    return ref;
  }, []);

  return {
    view,
    restored,
    courseHref: href('course', { slug: course }),
    courseId,
    choose,
    toggleMark,
    submit: () => send({ type: 'exam.submit' }),
    retry: () => send({ type: 'exam.retry' }),
    goTo: (questionId: number) => {
      const target = questionRefs.current.get(questionId);
      target?.scrollIntoView({ block: 'start' });
      target?.focus({ preventScroll: true });
    },
    questionRef,
    leaving: leaving !== null,
    stay: () => setLeaving(null),
    leave: () => {
      const to = leaving;
      setLeaving(null);
      if (to) navigate(to);
    },
  };
}

export type ExamRun = ReturnType<typeof useExam>;
