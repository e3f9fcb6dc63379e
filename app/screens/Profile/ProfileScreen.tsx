import { useI18n } from '@dars/i18n';
import { ListError, lazyPart, Spinner, Tabs, visuallyHidden } from '@dars/ui';
import { useState } from 'react';
import { useNoteFromReload } from '../../useNoteFromReload';
import { AccountTab } from './AccountTab';
import { PasswordTab } from './PasswordTab';
import * as styles from './Profile.css';

// The plan tab (plan cards, their sanitizer, the checkout) loads when it is first opened: most visits to the
// profile are for the account data.
const PlanTab = lazyPart(() => import('./PlanTab').then((m) => ({ default: m.PlanTab })));

/**
 * How long after the reloaded page shows the 'saved' message goes into its live region: a screen reader
 * says what changes in a region it already knows, not a region that arrives with its text.
 */
export const SAVED_SAID_AFTER_MS = 500;

/** /profile (spec section 2): account data, change password, plan. */
export default function ProfileScreen() {
  const { t } = useI18n();
  const [planOpened, setPlanOpened] = useState(false);
  const saved = useNoteFromReload('profile.saved', SAVED_SAID_AFTER_MS);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title.profile')}</h1>
      {saved.region ? (
        <p className={visuallyHidden} role="status">
          {saved.said ? t('profile.updated') : null}
        </p>
      ) : null}
      <Tabs
        label={t('profile.tabsLabel')}
        onSelect={(id) => {
          if (id === 'plan') setPlanOpened(true);
        }}
        tabs={[
          { id: 'account', label: t('profile.tabs.account'), content: <AccountTab /> },
          { id: 'password', label: t('profile.tabs.password'), content: <PasswordTab /> },
          {
            id: 'plan',
            label: t('profile.tabs.plan'),
            content: planOpened ? (
              <PlanTab
                fallback={<Spinner size="lg" />}
                failed={(retry) => <ListError message={t('chunk.failed')} onRetry={retry} />}
              />
            ) : null,
          },
        ]}
      />
    </div>
  );
}
