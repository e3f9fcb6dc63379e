import { useI18n } from '@dars/i18n';
import { Button } from '../Button';
import { Link } from '../Link';
import { useOffline, useOfflinePages, useWhenBackOnline } from '../online';
import * as styles from './ListError.css';

export interface ListErrorProps {
  /** The spec's red line ('Error while fetching courses. Please try again later.'). */
  message: string;
  onRetry(): void;
}

/**
 * A list that failed to load: the message in the error red and a retry button. Offline, it also says the
 * page was not saved for reading offline, links to the pages that were (`offlinePages`), and tries again by
 * itself when the connection comes back.
 */
export function ListError({ message, onRetry }: ListErrorProps) {
  const { t } = useI18n();
  const offline = useOffline();
  const here = typeof window === 'undefined' ? '' : window.location.pathname;
  const pages = useOfflinePages().filter((page) => page.href !== here);
  useWhenBackOnline(onRetry);
  return (
    <div className={styles.root}>
      <p role="alert" className={styles.message}>
        <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false" className={styles.icon}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" />
        </svg>
        <span>{message}</span>
      </p>
      {offline ? <p className={styles.offline}>{t('offline.notSaved')}</p> : null}
      {offline && pages.length > 0 ? (
        <nav className={styles.pages} aria-labelledby="offline-pages">
          <p id="offline-pages" className={styles.pagesTitle}>
            {t('offline.available')}
          </p>
          <ul className={styles.pageList}>
            {pages.map((page) => (
              <li key={page.href}>
                <Link href={page.href}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
