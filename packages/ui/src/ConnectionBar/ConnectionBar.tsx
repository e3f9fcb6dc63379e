import { useI18n } from '@dars/i18n';
import { Button } from '../Button';
import * as styles from './ConnectionBar.css';

export interface ConnectionBarProps {
  /** The browser has no connection: pages read before open from their kept copies. */
  offline: boolean;
  /** When the oldest copy this page shows was saved (ISO 8601), offline. */
  savedAt?: string | null;
  /** Online, but a read got no answer and is being tried again (a weak connection). */
  retrying?: boolean;
  /** A new version is waiting: the reload button moves the page to it. */
  onReload?: (() => void) | null;
}

/**
 * The app's word on its connection and its version, at the bottom of every page: 'you are offline'
 * (with when the copy shown was saved) or, online, 'the connection is weak: trying again' while a read is
 * retried, and 'a new version is available' with its reload button. Its region
 * is always there, so each is heard when it comes.
 */
export function ConnectionBar({ offline, savedAt = null, retrying = false, onReload = null }: ConnectionBarProps) {
  const { t, format } = useI18n();
  const saved = offline ? format.date(savedAt, '') : '';
  return (
    <div className={styles.region} data-print="hide">
      <div role="status" aria-live="polite">
        {offline ? (
          <p className={styles.offline} data-connection="offline">
            <span className={styles.text}>
              {t('offline.notice')}
              {saved ? ` ${t('offline.savedAt', { date: saved })}` : null}
            </span>
          </p>
        ) : retrying ? (
          <p className={styles.offline} data-connection="retrying">
            <span className={styles.text}>{t('offline.retrying')}</span>
          </p>
        ) : null}
      </div>
      <div role="status" aria-live="polite">
        {onReload ? (
          <p className={styles.bar} data-connection="update">
            <span className={styles.text}>{t('offline.updateReady')}</span>
            <Button onClick={onReload}>{t('offline.reload')}</Button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
