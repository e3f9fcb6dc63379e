import { useI18n } from '@dars/i18n';
import { formatClock } from '../clock';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './ExamNavigator.css';

export type ExamItemState = 'answered' | 'unanswered';

export interface ExamNavigatorProps {
  items: { id: number; state: ExamItemState; marked: boolean }[];
  onGoTo: (id: number) => void;
  /** Milliseconds left on a timed exam; null when it has no duration. */
  remaining: number | null;
  lastMinute: boolean;
  expired: boolean;
}

const STATE_KEY = { answered: 'examScreen.stateAnswered', unanswered: 'examScreen.stateUnanswered' } as const;

/**
 * The exam's bar (beyond the spec): the countdown of a timed exam (its last minute and its end
 * announced once, politely, to screen readers), how many are answered, and a button per question that
 * shows it answered, unanswered or marked for review (by shape and text, not colour alone) and jumps to it.
 */
export function ExamNavigator({ items, onGoTo, remaining, lastMinute, expired }: ExamNavigatorProps) {
  const { t, format } = useI18n();
  const local = (text: string) => text.replace(/\d/g, (d) => format.digits(Number(d)));
  const answered = items.filter((item) => item.state === 'answered').length;
  const time = remaining === null ? null : local(formatClock(Math.ceil(remaining / 1000)));
  return (
    <nav className={styles.bar} aria-label={t('examScreen.navigator')}>
      <div className={styles.summary}>
        {time !== null ? (
          <p className={styles.timer} data-urgent={lastMinute || undefined}>
            <ClockIcon />
            <span className={styles.timerLabel}>{t('examScreen.timeLeft')}</span>
            {/* The time itself is not live: a screen reader would hear it every second. */}
            <time role="timer" className={styles.time} aria-label={t('examScreen.timeLeftLabel', { time })}>
              {time}
            </time>
          </p>
        ) : null}
        <p className={styles.count}>{t('examScreen.answered', { answered, total: items.length })}</p>
      </div>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const state = t(STATE_KEY[item.state]);
          const label = item.marked ? t('examScreen.stateAndMarked', { state }) : state;
          return (
            <li key={item.id}>
              <button
                type="button"
                className={styles.item}
                data-state={item.state}
                data-marked={item.marked || undefined}
                aria-label={t('examScreen.goTo', { number: index + 1, state: label })}
                onClick={() => onGoTo(item.id)}
              >
                {format.number(index + 1)}
                {item.marked ? <span className={styles.flag} aria-hidden="true" /> : null}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendItem} data-state="answered">
          {t('examScreen.legendAnswered')}
        </li>
        <li className={styles.legendItem} data-state="unanswered">
          {t('examScreen.legendUnanswered')}
        </li>
        <li className={styles.legendItem} data-state="marked">
          {t('examScreen.legendMarked')}
        </li>
      </ul>
      <p className={visuallyHidden} role="status">
        {expired ? t('examScreen.timeUp') : lastMinute ? t('examScreen.lastMinute') : ''}
      </p>
    </nav>
  );
}

const ClockIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" strokeLinecap="round" />
  </svg>
);
