import { useI18n } from '@dars/i18n';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './Price.css';

export interface PriceProps {
  /** The course's status is free: shows 'Free' instead of an amount. */
  free: boolean;
  /** The final price. */
  amount: number;
  /** The price before discount, struck through when higher than the final price. */
  before?: number;
  currency: string;
  size?: 'sm' | 'md';
}

/** A course price: 'Free', or the final price with its currency and the higher earlier price struck through. */
export function Price({ free, amount, before, currency, size = 'md' }: PriceProps) {
  const { t, format } = useI18n();
  if (free) {
    return (
      <span className={styles.root}>
        <span className={`${styles.free} ${styles.sizes[size]}`}>{t('course.free')}</span>
      </span>
    );
  }
  const discounted = typeof before === 'number' && Number.isFinite(before) && before > amount;
  return (
    <span className={styles.root}>
      <span className={`${styles.amount} ${styles.sizes[size]}`}>{format.price(amount, currency)}</span>
      {discounted ? (
        <s className={styles.before}>
          <span className={visuallyHidden}>{t('price.was')} </span>
          {format.price(before, currency)}
        </s>
      ) : null}
    </span>
  );
}
