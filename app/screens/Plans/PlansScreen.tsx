import { useI18n } from '@dars/i18n';
import { plansMachine, plansView } from '@dars/machines';
import { EmptyState, ListError, PageHeader, visuallyHidden } from '@dars/ui';
import { PlanCard } from '@dars/ui/PlanCard';
import { SubscriptionStatus } from '@dars/ui/SubscriptionStatus';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useAppActors } from '../../AppActorsContext';
import { useCheckout } from '../../checkout/useCheckout';
import type { ScreenProps } from '../../routeTable';
import { useAppInfo } from '../../useAppInfo';
import { useLanguageChange } from '../forms';
import * as styles from './PlansScreen.css';

/**
 * /packages (spec sections 2, 3, 4, 7; issue 20): the plans, each with its image, title, sanitized
 * description, final price (the earlier price and the discount when there is one), renewal price, duration
 * and course limit. A visitor's subscribe asks to log in first (and comes back); a student's goes through the
 * one checkout (plan_subscription); the current plan is marked with its status and renews (renew_plan). A
 * student sees the subscription's status on top, as in the profile's plan tab.
 */
export default function PlansScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const { info } = useAppInfo();
  const currency = info?.currency?.trim() || 'EGP';
  const { session } = useAppActors();
  const signedIn = useSelector(session, (s) => s.hasTag('member'));
  const [logic] = useState(() => plansMachine);
  const plans = useActorRef(logic, { input: { source: 'plans', signedIn } });
  const view = useSelector(plans, plansView);
  useLanguageChange(() => plans.send({ type: 'plans.reload' }));
  const checkout = useCheckout();
  const [paying, setPaying] = useState<number | null>(null);
  const pay = (planId: number, renew: boolean) => {
    setPaying(planId);
    checkout.pay(
      renew
        ? { invoice_type: 'renew_plan', renew_plan: planId, plan_subscription: true }
        : { invoice_type: 'plan_subscription', plan_id: planId, plan_subscription: true },
    );
  };
  const mine = view.myPlan;

  return (
    <div className={styles.page}>
      <PageHeader title={t(title)} titleId="plans-title" lead={t('plans.lead')} />
      {view.status === 'loading' ? (
        <div className={styles.grid} aria-busy="true">
          <span className={visuallyHidden} role="status">
            {t('common.loading')}
          </span>
          {[0, 1, 2].map((key) => (
            <div key={key} className={styles.skeleton} aria-hidden="true" />
          ))}
        </div>
      ) : null}
      {view.status === 'failed' ? (
        <ListError message={t('errors.fetchFailed')} onRetry={() => plans.send({ type: 'plans.retry' })} />
      ) : null}
      {view.status === 'empty' ? <EmptyState title={t('empty.plans')} /> : null}
      {view.status === 'ready' ? (
        <>
          {signedIn ? (
            <SubscriptionStatus
              plan={mine}
              currency={currency}
              failed={view.myPlanFailed}
              {...(mine
                ? { renew: { busy: checkout.busy && paying === mine.id, onRenew: () => pay(mine.id, true) } }
                : {})}
            />
          ) : null}
          <section aria-labelledby="plans-list">
            <h2 id="plans-list" className={styles.listTitle}>
              {t('plans.choose')}
            </h2>
            <ul className={styles.grid}>
              {view.plans.map((plan, index) => {
                const isMine = mine?.id === plan.id;
                return (
                  <li key={plan.id} className={styles.item}>
                    <PlanCard
                      plan={plan}
                      currency={currency}
                      headingLevel={3}
                      imageLoading={index < 3 ? 'eager' : 'lazy'}
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
          </section>
        </>
      ) : null}
      {checkout.element}
    </div>
  );
}
