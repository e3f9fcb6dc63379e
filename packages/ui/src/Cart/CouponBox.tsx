import { useI18n } from '@dars/i18n';
import type { FormEvent } from 'react';
import { Button } from '../Button';
import { visuallyHidden } from '../styles/a11y.css';
import { TextField } from '../TextField';
import * as styles from './Cart.css';

export interface CouponBoxProps {
  /** What the student typed (kept after a failure). */
  code: string;
  /** The code the cart has applied, or null. */
  appliedCode: string | null;
  /** Apply is possible: a code that is not blank once trimmed, nothing under way. */
  canApply: boolean;
  busy: boolean;
  /** The last failure's words (the server's, or the spec's fallback), shown under the field. */
  error: string | null;
  onType: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
}

/**
 * The cart's coupon box (spec sections 2, 4, 8): a code field and apply (disabled while the trimmed code is
 * blank); once applied, the code with a way to remove it. Failures show under the field, whose text stays.
 */
export function CouponBox({ code, appliedCode, canApply, busy, error, onType, onApply, onRemove }: CouponBoxProps) {
  const { t } = useI18n();
  if (appliedCode !== null) {
    return (
      <div className={styles.coupon}>
        <p className={styles.applied} role="status">
          <span>{t('cart.couponApplied')}</span>
          <span className={styles.code}>{appliedCode}</span>
        </p>
        <Button variant="secondary" loading={busy} onClick={onRemove}>
          {t('cart.removeCoupon')}
        </Button>
        {error ? (
          <p className={styles.couponError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canApply) onApply();
  };
  return (
    <form className={styles.coupon} onSubmit={submit} noValidate>
      <div className={styles.couponRow}>
        <TextField
          label={t('cart.coupon')}
          value={code}
          onChange={onType}
          placeholder={t('cart.couponPlaceholder')}
          autoComplete="off"
          dir="ltr"
          error={error}
        />
        {/* The refusal is said when it comes (the field's own message is read when the field is visited). */}
        <p className={visuallyHidden} role="alert">
          {error}
        </p>
        <Button type="submit" variant="secondary" loading={busy} disabled={!canApply && !busy}>
          {t('cart.apply')}
        </Button>
      </div>
    </form>
  );
}
