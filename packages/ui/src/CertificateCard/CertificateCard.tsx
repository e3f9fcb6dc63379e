import { useI18n } from '@dars/i18n';
import { Icon } from '../icons';
import { visuallyHidden } from '../styles/a11y.css';
import { isWebUrl } from '../url';
import * as styles from './CertificateCard.css';

export { isWebUrl };

export interface CertificateCardProps {
  courseTitle: string;
  /** The issue date from the server; the fallback text when missing or unreadable. */
  issuedAt: string | null;
  /** The certificate's URL: a download link only when it is http(s). */
  downloadHref: string | null;
}

/** A certificate: the course's name, the issue date and a link that opens the file in a new tab. */
export function CertificateCard({ courseTitle, issuedAt, downloadHref }: CertificateCardProps) {
  const { t, format } = useI18n();
  const fallback = t('cards.noIssueDate');
  const date = format.date(issuedAt, fallback);
  return (
    <article className={styles.card}>
      <span className={styles.badge}>
        <svg
          viewBox="0 0 24 24"
          width={26}
          height={26}
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="12" cy="9" r="5.5" />
          <path d="m8.6 13.3-1.6 7.2 5-2.6 5 2.6-1.6-7.2" />
        </svg>
      </span>
      <p className={styles.title}>
        <span className={visuallyHidden}>{t('certificates.course')}: </span>
        {courseTitle}
      </p>
      <p className={styles.date}>{date === fallback ? fallback : t('cards.issuedOn', { date })}</p>
      {isWebUrl(downloadHref) ? (
        <a className={styles.download} href={downloadHref} target="_blank" rel="noopener noreferrer">
          <Icon width={18} height={18} strokeWidth={2}>
            <path d="M12 4v11m0 0 4.5-4.5M12 15l-4.5-4.5M5 19.5h14" />
          </Icon>
          <span>
            {t('certificates.download')}
            <span className={visuallyHidden}>
              : {courseTitle} {t('common.opensInNewTab')}
            </span>
          </span>
        </a>
      ) : null}
    </article>
  );
}
