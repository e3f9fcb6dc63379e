import { useI18n } from '@dars/i18n';
import { plansMachine, plansView } from '@dars/machines';
import { Button, Spinner, Stack, StatusMessage } from '@dars/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { PlanOffers } from '../../checkout/PlanOffers';
import { useLanguageChange } from '../forms';

/**
 * Profile, plan tab (spec sections 2, 4, 7): the subscription's status (the same component as on
 * /packages) with its renew button, and the plans to subscribe to, all from `GET /profile/my-plan`. Paying
 * goes through the one checkout, as every pay button does.
 */
export function PlanTab() {
  const { t } = useI18n();
  const [logic] = useState(() => plansMachine);
  const plans = useActorRef(logic, { input: { source: 'myPlan', signedIn: true } });
  const view = useSelector(plans, plansView);
  useLanguageChange(() => plans.send({ type: 'plans.reload' }));
  if (view.status === 'loading') return <Spinner size="lg" />;
  if (view.status === 'failed') {
    return (
      <StatusMessage
        announce
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
  return (
    <Stack gap={4}>
      <PlanOffers
        plans={view.plans}
        myPlan={view.myPlan}
        showStatus
        listTitle={t('plan.otherPlans')}
        listId="other-plans"
      />
    </Stack>
  );
}
