import { useI18n } from '@dars/i18n';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { ListError } from '../ListError';
import * as styles from './SubscriptionStatus.css';

/** The fields of the student's plan shown (an api MyPlan is assignable). */
export interface CurrentPlan {
  id: number;
  title: string;
  renewal_price: number;
  courses_used: number;
  courses_limit: number;
  status: { title: string };
  created_at: string;
  expired_at: string;
}

export interface SubscriptionStatusProps {
  /** The current plan; null for 'no active subscription'. */
  plan: CurrentPlan | null;
  currency: string;
  /** The plan could not be read: says so (announced) instead of claiming there is none. */
  failed?: boolean;
  /** Reads the plan again after a failure (the retry beside the message). */
  onRetry?: () => void;
  /** Renewing through the checkout. */
  renew?: { busy: boolean; onRenew: () => void };
  headingLevel?: 2 | 3;
}

/**
 * A student's subscription (spec sections 2, 3), the same on /packages and in the profile's plan
 * tab: the plan and its status, start and end dates, the courses left (limit minus used) and a renew button;
 * 'no active subscription' when there is none.
 */
export function SubscriptionStatus({
  plan,
  currency,
  failed = false,
  onRetry,
  renew,
  headingLevel = 2,
}: SubscriptionStatusProps) {
  const { t, format, plural } = useI18n();
  const na = t('common.notAvailable');
  return (
    <section className={styles.root} aria-labelledby="subscription-status">
      <Heading level={headingLevel} size={3} id="subscription-status" className={styles.title}>
        {t('plan.current')}
      </Heading>
      {failed ? (
        onRetry ? (
          <ListError message={t('errors.fetchFailed')} onRetry={onRetry} />
        ) : (
          <p className={styles.muted} role="alert">
            {t('errors.fetchFailed')}
          </p>
        )
      ) : plan ? (
        <>
          <p className={styles.planName}>
            <span>{plan.title}</span> <span className={styles.status}>{plan.status.title}</span>
          </p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factName}>{t('plan.subscriptionDate')}</dt>
              <dd className={styles.factValue}>{format.date(plan.created_at, na)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factName}>{t('plan.endDate')}</dt>
              <dd className={styles.factValue}>{format.date(plan.expired_at, na)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factName}>{t('plan.remainingCourses')}</dt>
              <dd className={styles.factValue}>
                {plural('count.remainingCourses', Math.max(0, plan.courses_limit - plan.courses_used))}
              </dd>
            </div>
          </dl>
          <progress
            className={styles.progress}
            max={Math.max(1, plan.courses_limit)}
            value={Math.min(plan.courses_used, Math.max(1, plan.courses_limit))}
            aria-label={t('plan.coursesUsed', {
              used: format.number(plan.courses_used),
              limit: format.number(plan.courses_limit),
            })}
          />
          {renew ? (
            <Button onClick={renew.onRenew} loading={renew.busy} className={styles.renew}>
              {t('plan.renewFor', { price: format.price(plan.renewal_price, currency) })}
            </Button>
          ) : null}
        </>
      ) : (
        <p className={styles.muted}>{t('plan.noActiveSubscription')}</p>
      )}
    </section>
  );
}
