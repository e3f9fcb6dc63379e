import { Dialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import { useI18n } from '@dars/i18n';
import { useEffect, useRef, useState } from 'react';
import { ToneIcon } from '../Alert/ToneIcon';
import { Button } from '../Button';
import { CloseIcon } from '../icons';
import { useFailedWriteWords } from '../online';
import { RatingInput } from '../RatingInput';
import { TextArea } from '../TextField/TextArea';
import * as styles from './ReviewDialog.css';
import type { ReviewDialogProps } from './ReviewDialog.types';

const STEP_NAMES = ['review.stepCourse', 'review.stepInstructor', 'review.stepComment'] as const;

/** The dialog itself (Ariakit), in a chunk of its own: see ReviewDialog.tsx. */
export default function ReviewDialogContent(props: ReviewDialogProps) {
  const { t, dir, lang } = useI18n();
  const { open, step, sending, onClose } = props;
  const ended = step === 'thanks' || step === 'error';
  const cardRef = useRef<HTMLDivElement>(null);
  // The thanks or the error replaces the steps, and with them the send button that had the focus: the
  // outcome's message takes it (read out where the user is), not the page body, until the dialog closes.
  useEffect(() => {
    if (!ended) return;
    const active = document.activeElement;
    if (!active || active === document.body || !cardRef.current?.contains(active))
      cardRef.current?.querySelector<HTMLElement>('[data-review-outcome]')?.focus();
  }, [ended]);
  // Focus starts on the step's own control (the chosen star, or the first; the comment), not on the close
  // button: read when the dialog shows, whichever step it opens on.
  const [initialFocus] = useState(() => ({
    get current() {
      const card = cardRef.current;
      // One selector at a time: a list would give the first match in the page (the first star), not the chosen.
      return (
        card?.querySelector<HTMLElement>('input:checked') ??
        card?.querySelector<HTMLElement>('input[type="radio"], textarea') ??
        card?.querySelector<HTMLElement>('button:not([data-dialog-dismiss])') ??
        null
      );
    },
  }));
  return (
    <Dialog
      ref={cardRef}
      initialFocus={initialFocus}
      open={open}
      onClose={onClose}
      modal
      role={step === 'error' ? 'alertdialog' : 'dialog'}
      hideOnInteractOutside={false}
      backdrop={<div className={styles.backdrop} />}
      className={styles.card}
      dir={dir}
      lang={lang}
    >
      <div className={styles.top}>
        <DialogHeading className={styles.title}>
          {step === 'thanks' ? t('review.thanksTitle') : t('review.title')}
        </DialogHeading>
        <DialogDismiss className={styles.close} aria-label={t('common.close')} disabled={sending}>
          <CloseIcon />
        </DialogDismiss>
      </div>
      {ended ? <Outcome {...props} /> : <Steps {...props} />}
    </Dialog>
  );
}

function Steps({
  step,
  courseRating,
  instructorRating,
  comment,
  sending,
  ratingMissing,
  resumed,
  onRate,
  onComment,
  onNext,
  onBack,
  onSubmit,
  onClear,
}: ReviewDialogProps) {
  const { t } = useI18n();
  const index = step === 1 ? 0 : step === 2 ? 1 : 2;
  const missing = ratingMissing ? t('review.ratingRequired') : null;
  const formRef = useRef<HTMLFormElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (step === 3) commentRef.current?.focus();
  }, [step]);
  // Cleared: the button that had the focus goes, and the first step's first star takes it.
  const clearing = useRef(false);
  useEffect(() => {
    if (resumed || !clearing.current) return;
    clearing.current = false;
    formRef.current?.querySelector<HTMLElement>('input[type="radio"]')?.focus();
  }, [resumed]);
  return (
    <form
      ref={formRef}
      className={styles.body}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 3) onSubmit();
        else onNext();
      }}
    >
      {resumed ? (
        <div className={styles.kept}>
          {/* Tied to the dialog: read out with it when it opens on the kept review. */}
          <DialogDescription className={styles.keptText}>{t('review.kept')}</DialogDescription>
          <Button
            variant="ghost"
            disabled={sending}
            onClick={() => {
              clearing.current = true;
              onClear();
            }}
          >
            {t('review.clear')}
          </Button>
        </div>
      ) : null}
      <ol className={styles.steps}>
        {STEP_NAMES.map((key, i) => (
          <li key={key} className={styles.stepItem} data-state={i < index ? 'done' : i === index ? 'now' : 'later'}>
            <span aria-hidden="true" className={styles.stepDot} />
            <span aria-current={i === index ? 'step' : undefined}>{t(key)}</span>
          </li>
        ))}
      </ol>
      <p className={styles.count}>{t('review.step', { step: index + 1, total: 3 })}</p>
      {/* A new key per step: the step's first control takes focus when it appears. */}
      {step === 1 ? (
        <RatingInput
          key="course"
          label={t('review.courseRating')}
          value={courseRating}
          onChange={onRate}
          error={missing}
          autoFocus
        />
      ) : step === 2 ? (
        <RatingInput
          key="instructor"
          label={t('review.instructorRating')}
          value={instructorRating}
          onChange={onRate}
          error={missing}
          autoFocus
        />
      ) : (
        <TextArea
          key="comment"
          label={t('review.comment')}
          placeholder={t('review.commentPlaceholder')}
          value={comment}
          onChange={onComment}
          readOnly={sending}
          rows={4}
          ref={commentRef}
        />
      )}
      <div className={styles.actions}>
        {step !== 1 ? (
          <Button variant="secondary" onClick={onBack} disabled={sending}>
            {t('common.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={sending}>
          {step === 3 ? t('review.submit') : t('review.next')}
        </Button>
      </div>
    </form>
  );
}

function Outcome({ step, message }: ReviewDialogProps) {
  const { t } = useI18n();
  const inWords = useFailedWriteWords();
  const error = step === 'error';
  return (
    // Focusable by script only (no Tab stop): it takes the focus from the send button it replaces.
    <div className={styles.outcome} role={error ? 'alert' : 'status'} tabIndex={-1} data-review-outcome="">
      <span className={error ? styles.badgeError : styles.badgeSuccess}>
        <ToneIcon tone={error ? 'error' : 'success'} className={styles.badgeIcon} />
      </span>
      <p className={styles.outcomeText}>{error ? inWords(message || t('review.sendFailed')) : t('review.thanks')}</p>
    </div>
  );
}
