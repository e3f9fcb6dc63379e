import { useI18n } from '@dars/i18n';
import { ButtonLink, Stack, StatusMessage } from '@dars/ui';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppActors } from '../../AppActorsContext';
import { href, type ScreenProps } from '../../paths';
import * as styles from './PaymentResultScreen.css';

/** At most this many of the provider's parameters, each cut to this length: they are shown, never trusted. */
const MAX_PARAMS = 12;
const MAX_LENGTH = 120;

/**
 * /payment-success and /payment-warning (spec sections 2, 8): where the payment provider sends the
 * student back. The spec's message, what the provider appended to the address shown as plain text (never as
 * markup or a link), and the ways on: my courses, the cart, the plans. The cart's count is asked again, since a
 * payment empties what it paid for.
 */
export default function PaymentResultScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const [location] = useLocation();
  const search = useSearch();
  const { cartCount, session } = useAppActors();
  const success = location === '/payment-success';
  // Each pair once (the same pair twice adds nothing), keyed by itself.
  const details = [
    ...new Map(
      [...new URLSearchParams(search).entries()]
        .filter(([key]) => key.trim() !== '')
        .slice(0, MAX_PARAMS)
        .map(([key, value]) => [key.slice(0, MAX_LENGTH), value.slice(0, MAX_LENGTH)] as const)
        .map((pair) => [JSON.stringify(pair), pair] as const),
    ).entries(),
  ];

  useEffect(() => {
    if (session.getSnapshot().hasTag('member')) cartCount.send({ type: 'cartCount.load' });
  }, [cartCount, session]);

  return (
    <div className={styles.page} data-outcome={success ? 'success' : 'warning'}>
      <StatusMessage title={t(title)}>{t(success ? 'payment.successBody' : 'payment.warningBody')}</StatusMessage>
      {details.length > 0 ? (
        <Stack as="section" gap={2} aria-labelledby="payment-details" className={styles.details}>
          <h2 id="payment-details" className={styles.detailsTitle}>
            {t('payment.details')}
          </h2>
          <dl className={styles.list}>
            {details.map(([id, [key, value]]) => (
              <div key={id} className={styles.row}>
                <dt className={styles.key}>{key}</dt>
                <dd className={styles.value}>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </Stack>
      ) : null}
      <nav aria-label={t('payment.lead')} className={styles.ways}>
        <ButtonLink href={href('myCourses', {})} variant={success ? 'primary' : 'secondary'}>
          {t('payment.goToMyCourses')}
        </ButtonLink>
        <ButtonLink href={href('cart', {})} variant={success ? 'secondary' : 'primary'}>
          {t('payment.backToCart')}
        </ButtonLink>
        <ButtonLink href={href('plans', {})} variant="secondary">
          {t('payment.toPlans')}
        </ButtonLink>
      </nav>
    </div>
  );
}
