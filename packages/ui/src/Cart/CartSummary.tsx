import { useI18n } from '@dars/i18n';
import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Spinner } from '../Spinner';
import * as styles from './Cart.css';

/** The cart's price details (spec section 3), structurally the api's CartPriceDetails. */
export interface CartFigures {
  sub_total: number;
  discount_value: number;
  /** percent */
  tax: number;
  tax_value: number;
  total_price: number;
}

export interface CartSummaryProps {
  prices: CartFigures;
  currency: string;
  /** New figures are on their way: the old ones stay, marked busy. */
  updating?: boolean;
  /** The last request for figures failed: they may be out of date. */
  stale?: ReactNode;
  /** The coupon box. */
  coupon?: ReactNode;
  /** Pay now. */
  action?: ReactNode;
  headingId?: string;
}

/**
 * The cart's summary panel (spec sections 2, 9): subtotal, the discount only when above 0, the tax with its
 * percentage, and the total, each with two decimals in the current language and currency; then the coupon
 * box and pay now. The figures are announced politely when they change.
 */
export function CartSummary({
  prices,
  currency,
  updating = false,
  stale,
  coupon,
  action,
  headingId,
}: CartSummaryProps) {
  const { t, format } = useI18n();
  const money = (amount: number) => format.price(amount, currency, { exact: true });
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <div className={styles.summaryHeading}>
        <Heading level={2} size={3} id={headingId}>
          {t('cart.summary')}
        </Heading>
        {/* Figures on their way: the old ones stay readable, a spinner says new ones are coming. */}
        {updating ? <Spinner size="sm" label={t('cart.updating')} /> : null}
      </div>
      <dl className={styles.figures} aria-busy={updating || undefined} aria-live="polite">
        <div className={styles.figure}>
          <dt className={styles.term}>{t('cart.subtotal')}</dt>
          <dd className={styles.value}>{money(prices.sub_total)}</dd>
        </div>
        {prices.discount_value > 0 ? (
          <div className={`${styles.figure} ${styles.discount}`}>
            <dt className={styles.term}>{t('cart.discount')}</dt>
            <dd className={styles.value}>{money(-prices.discount_value)}</dd>
          </div>
        ) : null}
        <div className={styles.figure}>
          <dt className={styles.term}>{t('cart.tax', { percent: format.number(prices.tax) })}</dt>
          <dd className={styles.value}>{money(prices.tax_value)}</dd>
        </div>
        <div className={`${styles.figure} ${styles.total}`}>
          <dt>{t('cart.total')}</dt>
          <dd className={styles.value}>{money(prices.total_price)}</dd>
        </div>
      </dl>
      {stale}
      {coupon}
      {action}
    </section>
  );
}
