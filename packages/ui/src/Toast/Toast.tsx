import { ToneIcon } from '../Alert/ToneIcon';
import * as styles from './Toast.css';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastProps {
  open: boolean;
  message: string;
  tone?: ToastTone;
}

/**
 * A short notice at the bottom centre. It has no timer: the caller's machine opens and closes it
 * (spec timings: 1500 ms, 2 s). Success and info are polite; an error is an alert.
 */
export function Toast({ open, message, tone = 'success' }: ToastProps) {
  const isError = tone === 'error';
  return (
    <div
      className={styles.region}
      data-print="hide"
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {open && message ? (
        <div className={styles.notices[tone]} data-tone={tone}>
          <ToneIcon tone={tone} className={styles.icon} />
          <span className={styles.message}>{message}</span>
        </div>
      ) : null}
    </div>
  );
}
