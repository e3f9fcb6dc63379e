import { useI18n } from '@dars/i18n';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** What is loading; defaults to the translated 'Loading…'. */
  label?: string;
  size?: keyof typeof styles.sizes;
}

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const { t } = useI18n();
  return (
    <span role="status" className={styles.root}>
      <span className={styles.sizes[size]} aria-hidden="true" />
      <span className={visuallyHidden}>{label ?? t('app.loading')}</span>
    </span>
  );
}
