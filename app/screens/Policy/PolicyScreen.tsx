import { type AppInfo, readInfo } from '@dars/api';
import { type MessageKey, useI18n } from '@dars/i18n';
import { EmptyState, ListError } from '@dars/ui';
import { Article, ArticleWaiting } from '@dars/ui/Article';
import { useId } from 'react';
import { useEarlyBody } from '../../earlyData';
import type { ScreenProps } from '../../paths';
import { useInfoPage } from '../infoPage';

type PolicyField =
  | 'terms_conditions'
  | 'privacy_policy'
  | 'intellectual_property'
  | 'technical_support_policy'
  | 'payment_and_refund_policy'
  | 'attendance_policy';

/** Which policy text of app info each route shows, by the route's title (app/routeTable.ts). */
export const POLICY_OF: Partial<Record<MessageKey, PolicyField>> = {
  'title.terms': 'terms_conditions',
  'title.privacy': 'privacy_policy',
  'title.intellectualProperty': 'intellectual_property',
  'title.technicalSupport': 'technical_support_policy',
  'title.paymentRefund': 'payment_and_refund_policy',
  'title.attendance': 'attendance_policy',
};

/** The policy text a route shows ('' when the route is not a policy or the server sent none). */
export const policyText = (info: AppInfo | null, title: MessageKey) => {
  const field = POLICY_OF[title];
  return field && info ? info[field].trim() : '';
};

/**
 * The six policy pages (spec sections 2, 3, 8): one rich-text policy from the info call, sanitized, in a
 * readable article; a full-page spinner while loading, 'failed to load the terms' on an unsuccessful
 * reply, 'an error occurred while fetching data' on an exception, each with a retry. On a first visit
 * the answer boot fetched is drawn by the first render, while the page's own call (which takes that
 * same answer) is read: the text, the page's largest paint, comes one render sooner, with no spinner
 * before it.
 */
export default function PolicyScreen({ title }: ScreenProps) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const { info, view, retry } = useInfoPage();
  const loading = view === 'spinner';
  // The app info boot fetched for this page (app/earlyData.ts).
  const early = useEarlyBody(lang, readInfo, loading);
  const text = policyText(info ?? (loading ? early : null), title);

  if ((view === 'content' || loading) && text) return <Article title={t(title)} headingId={headingId} html={text} />;
  return (
    <Article title={t(title)} headingId={headingId}>
      {view === 'spinner' ? <ArticleWaiting label={t('policy.loading')} /> : null}
      {view === 'unsuccessful' ? <ListError message={t('policy.loadFailed')} onRetry={retry} /> : null}
      {view === 'exception' ? <ListError message={t('policy.fetchError')} onRetry={retry} /> : null}
      {view === 'content' ? <EmptyState title={t('policy.empty')} /> : null}
    </Article>
  );
}
