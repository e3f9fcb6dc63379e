import type { AnswerId } from '@dars/api';
import { useI18n } from '@dars/i18n';
import { Alert, AlertDialog, Button, ButtonLink, EmptyState, ListError, PageHeader } from '@dars/ui';
import { ExamNavigator } from '@dars/ui/ExamNavigator';
import { ExamQuestion } from '@dars/ui/ExamQuestion';
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import { useSearch } from 'wouter';
import { useAppActors } from '../../AppActorsContext';
import type { ScreenProps } from '../../paths';
import { useLearnerKey } from '../learner';
import * as styles from './ExamScreen.css';
import { type ExamRun, useExam } from './useExam';

const OPTIONS: AnswerId[] = ['answer_1', 'answer_2', 'answer_3', 'answer_4'];

/**
 * /single_course/{courseId}/exam/{examId} (spec sections 2, 4, 7, 8), students only: the
 * section's questions, four options each; 'please answer all questions' and focus on the first one
 * missing; one send; back one page on success; 'an error occurred while sending the answers' with every
 * answer kept. Beyond the spec: answers kept on the device until sent, a question navigator with marks
 * for review, the countdown of a timed exam (sent when the time is up), and a question before leaving.
 */
export default function ExamScreen({ params }: ScreenProps<{ courseId: string; examId: string }>) {
  const { session } = useAppActors();
  // The kept answers are the student's own: wait for who is signed in before reading them; when the profile
  // could not be read, the e-mail last seen with this token stands in (../learner.ts).
  const known = useSelector(session, (s) => !s.hasTag('loading'));
  const user = useLearnerKey();
  const course = new URLSearchParams(useSearch()).get('course')?.trim() || params.courseId;
  const examId = Number(params.examId);
  if (!known) return <ExamSkeleton />;
  return (
    <ExamView
      key={`${user}.${examId}.${course}`}
      target={{ courseId: params.courseId, course, examId: Number.isInteger(examId) ? examId : 0, user }}
    />
  );
}

function ExamView({ target }: { target: Parameters<typeof useExam>[0] }) {
  const exam = useExam(target);
  return <ExamLayout exam={exam} />;
}

export function ExamLayout({ exam }: { exam: ExamRun }) {
  const { t } = useI18n();
  const { view } = exam;
  const title = t('exam.unit');

  if (view.status === 'loading') return <ExamSkeleton />;
  if (view.status === 'failed')
    return (
      <div className={styles.page}>
        <PageHeader title={title} />
        <ListError message={t('errors.fetchFailed')} onRetry={exam.retry} />
      </div>
    );
  if (view.status === 'empty')
    return (
      <div className={styles.page}>
        <PageHeader title={title} />
        <EmptyState
          title={t('examScreen.empty')}
          action={<ButtonLink href={exam.courseHref}>{t('examScreen.backToCourse')}</ButtonLink>}
        />
      </div>
    );

  const sending = view.status === 'sending' || view.status === 'sent';
  const waiting = view.status === 'waiting';
  const missing = new Set(view.incomplete ? view.unanswered : []);
  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        titleId="exam-title"
        lead={view.sectionTitle ? t('examScreen.of', { section: view.sectionTitle }) : undefined}
        actions={
          <ButtonLink href={exam.courseHref} variant="secondary">
            {t('examScreen.backToCourse')}
          </ButtonLink>
        }
      />
      {exam.restored ? <Alert tone="info">{t('examScreen.restored')}</Alert> : null}
      <div className={styles.layout}>
        <aside className={styles.side}>
          <ExamNavigator
            items={view.questions.map((q) => ({
              id: q.id,
              state: view.answers[String(q.id)] ? 'answered' : 'unanswered',
              marked: view.marked.includes(q.id),
            }))}
            onGoTo={exam.goTo}
            remaining={view.remaining}
            lastMinute={view.lastMinute}
            expired={view.expired}
          />
        </aside>
        <form
          className={styles.questions}
          noValidate
          aria-labelledby="exam-title"
          onSubmit={(event) => {
            event.preventDefault();
            exam.submit();
          }}
        >
          {view.questions.map((q, index) => (
            <Question
              key={q.id}
              question={q}
              number={index + 1}
              total={view.questions.length}
              value={view.answers[String(q.id)] ?? null}
              marked={view.marked.includes(q.id)}
              missing={missing.has(q.id)}
              disabled={sending || waiting}
              exam={exam}
            />
          ))}
          <div className={styles.footer}>
            {view.incomplete ? <Alert tone="error">{t('exam.answerAll')}</Alert> : null}
            {view.sendFailed ? <Alert tone="error">{t('exam.sendFailed')}</Alert> : null}
            {waiting ? <Alert tone="info">{t('offline.examQueued')}</Alert> : null}
            <Button type="submit" loading={sending} fullWidth>
              {sending ? t('exam.submitting') : waiting ? t('offline.sendNow') : t('exam.finish')}
            </Button>
          </div>
        </form>
      </div>
      <AlertDialog
        open={exam.leaving}
        tone="info"
        title={t('examScreen.leaveTitle')}
        message={t('examScreen.leaveBody')}
        confirmLabel={t('examScreen.leave')}
        cancelLabel={t('examScreen.stay')}
        onConfirm={exam.leave}
        onClose={exam.stay}
      />
    </div>
  );
}

type QuestionData = ExamRun['view']['questions'][number];

/**
 * One question, drawn again only when its own answer, mark or state changes: a tap on an answer (or the
 * clock's tick) does not redraw every other question. `exam`'s functions are the same on every render.
 */
const Question = memo(
  function Question({
    question: q,
    number,
    total,
    value,
    marked,
    missing,
    disabled,
    exam,
  }: {
    question: QuestionData;
    number: number;
    total: number;
    value: AnswerId | null;
    marked: boolean;
    missing: boolean;
    disabled: boolean;
    exam: Pick<ExamRun, 'choose' | 'toggleMark' | 'questionRef'>;
  }) {
    const { choose, toggleMark, questionRef } = exam;
    return (
      <ExamQuestion
        ref={questionRef(q.id)}
        id={q.id}
        number={number}
        total={total}
        question={q.question}
        options={OPTIONS.map((id) => ({ id, label: q[id] }))}
        value={value}
        onChange={(answer) => choose(q.id, answer)}
        marked={marked}
        onToggleMark={() => toggleMark(q.id)}
        missing={missing}
        disabled={disabled}
      />
    );
  },
  (before, after) =>
    before.question === after.question &&
    before.number === after.number &&
    before.total === after.total &&
    before.value === after.value &&
    before.marked === after.marked &&
    before.missing === after.missing &&
    before.disabled === after.disabled &&
    before.exam.choose === after.exam.choose &&
    before.exam.toggleMark === after.exam.toggleMark &&
    before.exam.questionRef === after.exam.questionRef,
);

/** While the questions load: the header's, the bar's and two questions' places, busy. */
export function ExamSkeleton() {
  const { t } = useI18n();
  return (
    <div className={styles.page} aria-busy="true">
      <PageHeader title={t('exam.unit')} />
      <div className={styles.layout}>
        <div className={styles.side}>
          <div className={styles.skeletonBar} />
        </div>
        <div className={styles.questions}>
          <div className={styles.skeletonCard} />
          <div className={styles.skeletonCard} />
        </div>
      </div>
    </div>
  );
}
