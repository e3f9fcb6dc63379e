import { useI18n } from '@dars/i18n';
import { forwardRef } from 'react';
import * as styles from './ExamQuestion.css';

export type ExamOptionId = 'answer_1' | 'answer_2' | 'answer_3' | 'answer_4';

export interface ExamQuestionProps {
  /** The question's id: names its radio group and its element ids. */
  id: number;
  /** 1-based position, and how many there are. */
  number: number;
  total: number;
  question: string;
  /** The four options, in the server's order (answer_1 to answer_4). */
  options: { id: ExamOptionId; label: string }[];
  value: ExamOptionId | null;
  onChange: (value: ExamOptionId) => void;
  marked: boolean;
  onToggleMark: () => void;
  /** The 'please answer all questions' warning is on and this one has no answer. */
  missing: boolean;
  /** While the answers are being sent. */
  disabled?: boolean;
}

/**
 * One exam question (spec sections 3, 4, 8): a fieldset whose legend is 'Question n of N' and the
 * question, its four options as native radios (arrow keys move and choose, in the page's direction),
 * and a 'mark for review' toggle. A missing answer is marked by more than colour: an icon and the text
 * 'not answered', tied to the group. The fieldset takes focus (the screen moves it here).
 */
export const ExamQuestion = forwardRef<HTMLFieldSetElement, ExamQuestionProps>(function ExamQuestion(
  { id, number, total, question, options, value, onChange, marked, onToggleMark, missing, disabled = false },
  ref,
) {
  const { t, format } = useI18n();
  const hintId = `question-${id}-missing`;
  return (
    <fieldset
      ref={ref}
      id={`question-${id}`}
      className={styles.card}
      data-missing={missing || undefined}
      data-marked={marked || undefined}
      tabIndex={-1}
      aria-describedby={missing ? hintId : undefined}
      aria-invalid={missing || undefined}
      disabled={disabled}
    >
      <legend className={styles.legend}>
        <span className={styles.number}>{t('exam.question', { number, total })}</span>
        <span className={styles.text} dir="auto">
          {question}
        </span>
      </legend>
      {missing ? (
        <p id={hintId} className={styles.missing}>
          <span aria-hidden="true">!</span> {t('examScreen.stateUnanswered')}
        </p>
      ) : null}
      <div className={styles.options}>
        {options.map((option, index) => (
          <label key={option.id} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={`question-${id}`}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            <span className={styles.letter} aria-hidden="true">
              {format.number(index + 1)}
            </span>
            <span className={styles.label} dir="auto">
              {option.label}
            </span>
          </label>
        ))}
      </div>
      <button type="button" className={styles.mark} aria-pressed={marked} onClick={onToggleMark}>
        <FlagIcon />
        {t('examScreen.mark')}
      </button>
    </fieldset>
  );
});

const FlagIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M5 21V4m0 0h11l-2 4 2 4H5" strokeLinejoin="round" strokeLinecap="round" />
  </svg>
);
