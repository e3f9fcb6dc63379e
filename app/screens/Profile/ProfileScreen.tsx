import { useI18n } from '@dars/i18n';
import { Tabs } from '@dars/ui';
import { AccountTab } from './AccountTab';
import { PasswordTab } from './PasswordTab';
import { PlanTab } from './PlanTab';
import * as styles from './Profile.css';

/** /profile (spec section 2): account data, change password, plan. */
export default function ProfileScreen() {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title.profile')}</h1>
      <Tabs
        label={t('profile.tabsLabel')}
        tabs={[
          { id: 'account', label: t('profile.tabs.account'), content: <AccountTab /> },
          { id: 'password', label: t('profile.tabs.password'), content: <PasswordTab /> },
          { id: 'plan', label: t('profile.tabs.plan'), content: <PlanTab /> },
        ]}
      />
    </div>
  );
}
