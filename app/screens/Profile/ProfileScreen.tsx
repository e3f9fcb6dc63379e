import { useI18n } from '@dars/i18n';
import { ListError, lazyPart, Spinner, Tabs, visuallyHidden } from '@dars/ui';
import { useEffect, useState } from 'react';
import { takeReloadNote } from '../../platform';
import { focusHeadingWhenShown } from '../../useHeadingFocus';
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
  const saved = useSavedBeforeReload();
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

/**
 * The page that comes back after a save (the spec reloads it): focus goes to its heading, as after a
 * navigation, instead of staying on the body of a fresh page, and a screen reader hears that the details
 * were saved. `region`: the live region is drawn (empty at first); `said`: the message is in it.
 */
function useSavedBeforeReload(): { region: boolean; said: boolean } {
  // The note is taken once, as the page first draws (an initializer: StrictMode keeps its first answer).
  const [region] = useState(() => takeReloadNote('profile.saved'));
  const [said, setSaid] = useState(false);
  useEffect(() => {
    if (!region) return;
    const stop = focusHeadingWhenShown();
    const timer = setTimeout(() => setSaid(true), SAVED_SAID_AFTER_MS);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [region]);
  return { region, said };
}
