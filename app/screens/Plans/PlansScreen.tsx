import { useI18n } from '@dars/i18n';
import { plansMachine, plansView } from '@dars/machines';
import { EmptyState, ListError, PageHeader, visuallyHidden } from '@dars/ui';
import { PlanCardSkeleton } from '@dars/ui/PlanCard';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useAppActors } from '../../AppActorsContext';
import { PlanOffers } from '../../checkout/PlanOffers';
import { earlyImage } from '../../earlyData';
import type { ScreenProps } from '../../paths';
import { useLanguageChange } from '../forms';
import * as styles from './PlansScreen.css';

/**
 * /packages (spec sections 2, 3, 4, 7): the plans, each with its image, title, sanitized
 * description, final price (the earlier price and the discount when there is one), renewal price, duration
 * and course limit. A visitor's subscribe asks to log in first (and comes back); a student's goes through the
 * one checkout (plan_subscription); the current plan is marked with its status and renews (renew_plan). A
 * student sees the subscription's status on top, as in the profile's plan tab.
 */
export default function PlansScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const { session } = useAppActors();
  const signedIn = useSelector(session, (s) => s.hasTag('member'));
  const [logic] = useState(() => plansMachine);
  const plans = useActorRef(logic, { input: { source: 'plans', signedIn } });
  const view = useSelector(plans, plansView);
  useLanguageChange(() => plans.send({ type: 'plans.reload' }));
  // On the first page of a visit, the first plan's picture boot drew into the prerendered page.
  const [poster] = useState(earlyImage);
  return (
    <div className={styles.page}>
      <PageHeader title={t(title)} titleId="plans-title" lead={t('plans.lead')} />
      {view.status === 'loading' ? (
        <div className={styles.grid} aria-busy="true">
          <span className={visuallyHidden} role="status">
            {t('common.loading')}
          </span>
          {[0, 1, 2].map((key) => (
            <PlanCardSkeleton key={key} early={key === 0} image={key === 0 ? poster : undefined} />
          ))}
        </div>
      ) : null}
      {view.status === 'failed' ? (
        <ListError message={t('errors.fetchFailed')} onRetry={() => plans.send({ type: 'plans.retry' })} />
      ) : null}
      {view.status === 'empty' ? <EmptyState title={t('empty.plans')} /> : null}
      {view.status === 'ready' ? (
        <PlanOffers
          plans={view.plans}
          myPlan={view.myPlan}
          myPlanFailed={view.myPlanFailed}
          onMyPlanRetry={() => plans.send({ type: 'plans.reload' })}
          showStatus={signedIn}
          listTitle={t('plans.choose')}
          listId="plans-list"
          eagerImages={3}
        />
      ) : null}
    </div>
  );
}
