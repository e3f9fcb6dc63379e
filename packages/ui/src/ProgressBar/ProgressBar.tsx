import { useI18n } from '@dars/i18n';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** 0-100 (clamped). */
  value: number;
  /** The accessible name; defaults to the translated 'Progress'. */
  label?: string;
}

/** A course's progress: a bar in the secondary colour with the percentage beside it. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const { t } = useI18n();
  const percent = Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
  const text = t('course.progressValue', { percent });
  return (
    <div className={styles.root}>
      <div
        role="progressbar"
        aria-label={label ?? t('course.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.fill} style={{ inlineSize: `${percent}%` }} />
      </div>
      <span className={styles.text} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
