import type { MyPlan, Plan } from '@dars/api';
import { useI18n } from '@dars/i18n';
import { PlanCard } from '@dars/ui/PlanCard';
import { SubscriptionStatus } from '@dars/ui/SubscriptionStatus';
import { useState } from 'react';
import { useAppInfo } from '../useAppInfo';
import * as styles from './PlanOffers.css';
import { useCheckout } from './useCheckout';

export interface PlanOffersProps {
  plans: Plan[];
  /** The student's current plan (null: none, or a visitor). */
  myPlan: MyPlan | null;
  /** Show the subscription's status on top (a student). */
  showStatus: boolean;
  /** The current plan failed to load on its own. */
  myPlanFailed?: boolean;
  /** Reads the current plan again after that failure. */
  onMyPlanRetry?: () => void;
  /** The list's heading. */
  listTitle: string;
  listId: string;
  /** The first cards' images load at once (the plans page); elsewhere lazily. */
  eagerImages?: number;
}

/**
 * The plans a student can pay for, wherever they are offered (/packages, the profile's plan tab): the
 * subscription's status with its renew button, and the plan cards, the current plan marked and renewing
 * (`renew_plan`, `plan_subscription=true`), the others subscribing (`plan_subscription`), all through the one
 * checkout (a visitor is asked to log in first).
 */
export function PlanOffers({
  plans,
  myPlan,
  showStatus,
  myPlanFailed = false,
  onMyPlanRetry,
  listTitle,
  listId,
  eagerImages = 0,
}: PlanOffersProps) {
  const { t } = useI18n();
  const { info } = useAppInfo();
  const currency = info?.currency?.trim() || 'EGP';
  const checkout = useCheckout();
  const [paying, setPaying] = useState<number | null>(null);
  const busy = (planId: number) => checkout.busy && paying === planId;
  const pay = (planId: number, renew: boolean) => {
    setPaying(planId);
    checkout.pay(
      renew
        ? { invoice_type: 'renew_plan', renew_plan: planId, plan_subscription: true }
        : { invoice_type: 'plan_subscription', plan_id: planId, plan_subscription: true },
    );
  };
  return (
    <>
      {showStatus ? (
        <SubscriptionStatus
          plan={myPlan}
          currency={currency}
          failed={myPlanFailed}
          {...(onMyPlanRetry ? { onRetry: onMyPlanRetry } : {})}
          {...(myPlan ? { renew: { busy: busy(myPlan.id), onRenew: () => pay(myPlan.id, true) } } : {})}
        />
      ) : null}
      {plans.length ? (
        <section aria-labelledby={listId} className={styles.section}>
          <h2 id={listId} className={styles.title}>
            {listTitle}
          </h2>
          <ul className={styles.grid}>
            {plans.map((plan, index) => {
              const mine = myPlan?.id === plan.id ? myPlan : null;
              return (
                <li key={plan.id} className={styles.item}>
                  <PlanCard
                    plan={plan}
                    currency={currency}
                    headingLevel={3}
                    imageLoading={index < eagerImages ? 'eager' : 'lazy'}
                    {...(mine ? { current: { status: mine.status.title } } : {})}
                    action={{
                      label: mine ? t('plan.renew') : t('plan.subscribe'),
                      busy: busy(plan.id),
                      onAction: () => pay(plan.id, mine !== null),
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {checkout.element}
    </>
  );
}
