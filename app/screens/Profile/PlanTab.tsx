import { useI18n } from '@dars/i18n';
import { plansMachine, plansView } from '@dars/machines';
import { Button, Spinner, Stack, StatusMessage } from '@dars/ui';
import { PlanCard } from '@dars/ui/PlanCard';
import { SubscriptionStatus } from '@dars/ui/SubscriptionStatus';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useCheckout } from '../../checkout/useCheckout';
import { useAppInfo } from '../../useAppInfo';
import { useLanguageChange } from '../forms';
import * as styles from './Profile.css';

/**
 * Profile, plan tab (spec sections 2, 4, 7; issue 20): the subscription's status (the same component as on
 * /packages) with its renew button, and the plans to subscribe to, all from `GET /profile/my-plan`. Paying
 * goes through the one checkout, as every pay button does.
 */
export function PlanTab() {
  const { t } = useI18n();
  const { info } = useAppInfo();
  const currency = info?.currency?.trim() || 'EGP';
  const [logic] = useState(() => plansMachine);
  const plans = useActorRef(logic, { input: { source: 'myPlan', signedIn: true } });
  const view = useSelector(plans, plansView);
  useLanguageChange(() => plans.send({ type: 'plans.reload' }));
  const checkout = useCheckout();
  const [paying, setPaying] = useState<number | null>(null);
  const pay = (planId: number, renew: boolean) => {
    setPaying(planId);
    checkout.pay(
      renew
        ? { invoice_type: 'renew_plan', renew_plan: planId, plan_subscription: true }
        : { invoice_type: 'plan_subscription', plan_id: planId },
    );
  };

  if (view.status === 'loading') return <Spinner size="lg" />;
  if (view.status === 'failed') {
    return (
      <StatusMessage
        level={2}
        title={t('errors.fetchFailed')}
        action={
          <Button variant="secondary" onClick={() => plans.send({ type: 'plans.retry' })}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const mine = view.myPlan;
  return (
    <Stack gap={4}>
      <SubscriptionStatus
        plan={mine}
        currency={currency}
        {...(mine ? { renew: { busy: checkout.busy && paying === mine.id, onRenew: () => pay(mine.id, true) } } : {})}
      />
      {view.plans.length ? (
        <Stack as="section" gap={4} aria-labelledby="other-plans">
          <h2 id="other-plans" className={styles.sectionTitle}>
            {t('plan.otherPlans')}
          </h2>
          <ul className={styles.planGrid}>
            {view.plans.map((plan) => {
              const isMine = mine?.id === plan.id;
              return (
                <li key={plan.id} className={styles.planItem}>
                  <PlanCard
                    plan={plan}
                    currency={currency}
                    {...(isMine && mine ? { current: { status: mine.status.title } } : {})}
                    action={{
                      label: isMine ? t('plan.renew') : t('plan.subscribe'),
                      busy: checkout.busy && paying === plan.id,
                      onAction: () => pay(plan.id, isMine),
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </Stack>
      ) : null}
      {checkout.element}
    </Stack>
  );
}
