import { useI18n } from '@dars/i18n';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** What is loading; defaults to the translated 'Loading…'. */
  label?: string;
  size?: keyof typeof styles.sizes;
  /** Inside a control that already says it is busy (a button with aria-busy): no announcement of its own. */
  decorative?: boolean;
}

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label, size = 'md', decorative = false }: SpinnerProps) {
  const { t } = useI18n();
  if (decorative) {
    return (
      <span className={styles.root} aria-hidden="true">
        <span className={styles.sizes[size]} />
      </span>
    );
  }
  return (
    <span role="status" className={styles.root}>
      <span className={styles.sizes[size]} aria-hidden="true" />
      <span className={visuallyHidden}>{label ?? t('app.loading')}</span>
    </span>
  );
}
