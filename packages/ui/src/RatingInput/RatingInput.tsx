import { useI18n } from '@dars/i18n';
import { useEffect, useId, useRef } from 'react';
import * as styles from './RatingInput.css';

export interface RatingInputProps {
  /** The group's visible question ('how would you rate this course?'). */
  label: string;
  /** 0 (none yet) to 5. */
  value: number;
  onChange: (rating: number) => void;
  /** A message tied to the group ('please choose a rating to continue'). */
  error?: string | null;
  /** Focus the chosen star (or the first) when it appears: a wizard step's first control. */
  autoFocus?: boolean;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars as a native radio group (spec sections 4, 9): Tab reaches it once, the arrow keys
 * move and choose in the page's direction (the browser follows `dir`), and each star is read as '4 of 5'.
 * The stars up to the chosen one are filled; focus shows a ring on the focused star.
 */
export function RatingInput({ label, value, onChange, error, autoFocus = false }: RatingInputProps) {
  const { t, format } = useI18n();
  // A plain name: some tools select the group by it without escaping (useId gives punctuation).
  const name = `rating-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const errorId = `${name}-error`;
  const starsRef = useRef<HTMLDivElement>(null);
  // A wizard step's first control: the chosen star (or the first, like a group with no selection) takes focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the group appears
  useEffect(() => {
    if (!autoFocus) return;
    const inputs = starsRef.current?.querySelectorAll('input');
    (inputs?.[Math.max(0, value - 1)] as HTMLInputElement | undefined)?.focus();
  }, []);
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.stars} ref={starsRef}>
        {STARS.map((star) => (
          <label key={star} className={styles.star} data-on={star <= value || undefined}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={t('review.star', { rating: format.number(star) })}
            />
            <StarIcon />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const StarIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
    <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3-5.6-3-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
  </svg>
);
