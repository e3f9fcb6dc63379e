import { useI18n } from '@dars/i18n';
import { myPlanMachine } from '@dars/machines';
import {
  Alert,
  AlertDialog,
  Button,
  Card,
  failureText,
  Spinner,
  Stack,
  StatusMessage,
  Toast,
  visuallyHidden,
} from '@dars/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { openExternal, reloadPage } from '../../platform';
import { useAppInfo } from '../../useAppInfo';
import { useLanguageChange } from '../forms';
import * as styles from './Profile.css';

export function PlanTab() {
  const { t, format, plural } = useI18n();
  const { info } = useAppInfo();
  const currency = info?.currency ?? 'EGP';
  const machine = useMemo(
    () =>
      myPlanMachine.provide({
        actions: { openPayment: (_, { url }) => void openExternal(url), reload: () => reloadPage() },
      }),
    [],
  );
  const [state, send] = useMachine(machine);
  const { data, failure, notice } = state.context;
  useLanguageChange(() => send({ type: 'form.languageChanged' }));
  const busy = state.hasTag('busy');

  if (state.hasTag('loading')) return <Spinner size="lg" />;
  if (state.hasTag('failed') || !data) {
    return (
      <StatusMessage
        level={2}
        title={t('errors.fetchFailed')}
        action={
          <Button variant="secondary" onClick={() => send({ type: 'plan.retry' })}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const mine = data.my_plan;
  // The spec's words: the server's message (or 'an error occurred during subscription'); no answer: 'failed to subscribe'.
  const failureMessage =
    failure?.kind === 'server' ? failureText(failure, t('subscribe.failedDuring'), t) : t('checkout.failed');
  const na = t('common.notAvailable');

  return (
    <Stack gap={4}>
      {/* The popup closes itself after 2 s; the failure stays here until the next try. */}
      {failure && !state.hasTag('dialog') ? (
        <Alert tone="error" title={t('subscribe.errorTitle')}>
          {failureMessage}
        </Alert>
      ) : null}
      <Card as="section" className={styles.planCard} aria-labelledby="current-plan">
        <h2 id="current-plan" className={styles.sectionTitle}>
          {t('plan.current')}
        </h2>
        {mine ? (
          <>
            <p className={styles.planTitle}>
              {mine.title} <span className={styles.statusBadge}>{mine.status.title}</span>
            </p>
            <dl className={styles.facts}>
              <dt className={styles.factName}>{t('plan.coursesLimit')}</dt>
              <dd className={styles.factValue}>
                {t('plan.coursesUsed', {
                  used: format.number(mine.courses_used),
                  limit: format.number(mine.courses_limit),
                })}
              </dd>
              <dt className={styles.factName}>{t('plan.remainingCourses')}</dt>
              <dd className={styles.factValue}>
                {plural('count.remainingCourses', Math.max(0, mine.courses_limit - mine.courses_used))}
              </dd>
              <dt className={styles.factName}>{t('plan.subscriptionDate')}</dt>
              <dd className={styles.factValue}>{format.date(mine.created_at, na)}</dd>
              <dt className={styles.factName}>{t('plan.endDate')}</dt>
              <dd className={styles.factValue}>{format.date(mine.expired_at, na)}</dd>
            </dl>
            <progress
              className={styles.progress}
              max={Math.max(1, mine.courses_limit)}
              value={mine.courses_used}
              aria-label={t('plan.coursesUsed', {
                used: format.number(mine.courses_used),
                limit: format.number(mine.courses_limit),
              })}
            />
            <Button
              onClick={() => send({ type: 'plan.renew' })}
              loading={busy && state.context.pendingPlanId === mine.id}
            >
              {t('plan.renewFor', { price: format.price(mine.renewal_price, currency) })}
            </Button>
          </>
        ) : (
          <p className={styles.muted}>{t('plan.noActiveSubscription')}</p>
        )}
      </Card>
      {data.plans.length ? (
        <Stack as="section" gap={4} aria-labelledby="other-plans">
          <h2 id="other-plans" className={styles.sectionTitle}>
            {t('plan.otherPlans')}
          </h2>
          <div className={styles.planGrid}>
            {data.plans.map((plan) => (
              <Card as="article" key={plan.id} className={styles.planCard}>
                <h3 className={styles.planTitle}>{plan.title}</h3>
                <p className={styles.muted}>{plan.description}</p>
                <p className={styles.price}>
                  {format.price(plan.final_price, currency)}
                  {plan.price_before_discount > plan.final_price ? (
                    <del className={styles.oldPrice}>
                      <span className={visuallyHidden}>{`${t('price.was')} `}</span>
                      {format.price(plan.price_before_discount, currency)}
                    </del>
                  ) : null}
                </p>
                <p className={styles.muted}>
                  {/* Two facts, two lines: a dot between them reads as a zero (٠) beside Arabic-Indic digits. */}
                  {plural('count.months', plan.duration_per_month)}
                  <br />
                  {plural('count.courses', plan.courses_limit)}
                </p>
                <Button
                  variant="secondary"
                  loading={busy && state.context.pendingPlanId === plan.id}
                  onClick={() => send({ type: 'plan.subscribe', planId: plan.id })}
                >
                  {t('plan.subscribe')}
                </Button>
              </Card>
            ))}
          </div>
        </Stack>
      ) : null}
      <Toast open={state.hasTag('success')} tone="success" message={notice ?? t('subscribe.success')} />
      <AlertDialog
        open={state.hasTag('dialog')}
        tone="error"
        title={t('subscribe.errorTitle')}
        message={failureMessage}
        confirmLabel={t('common.ok')}
        onConfirm={() => send({ type: 'popup.close' })}
      />
    </Stack>
  );
}
