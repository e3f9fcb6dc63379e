import { useI18n } from '@dars/i18n';
import * as styles from './SampleCertificate.css';

export interface SampleCertificateProps {
  /** The product's name from app info. */
  productName: string;
  logoUrl?: string | null;
  /** The sample's issue date (ISO), written in the language's calendar and digits. */
  issuedAt: string;
  /** The sample's certificate number. */
  number: string;
}

const MARK = '\u0000';

/** The sentence with the identifier in its own left-to-right island. */
function richNumber(sentence: string, number: string) {
  const [before = '', after = ''] = sentence.split(MARK);
  return (
    <>
      {before}
      <span dir="ltr">{number}</span>
      {after}
    </>
  );
}

/**
 * The static sample certificate (/certificate-design): framed on an A4 landscape sheet, the name and
 * course as real text (Arabic shaped and ordered by the browser, a Latin word inside an Arabic title
 * kept in place), two signatures and a seal. It scales with its width and prints alone on one A4
 * landscape page (`page: certificate`, packages/theme/src/print-pages.css).
 */
export function SampleCertificate({ productName, logoUrl, issuedAt, number }: SampleCertificateProps) {
  const { t, format } = useI18n();
  return (
    <figure className={styles.sheet} aria-label={t('certificateDesign.label')}>
      <div className={styles.paper}>
        <span className={styles.watermark} aria-hidden="true">
          {t('certificate.sample')}
        </span>
        <span className={styles.frame} aria-hidden="true" />
        <span className={styles.innerFrame} aria-hidden="true" />
        <span className={`${styles.corner} ${styles.cornerStartTop}`} aria-hidden="true" />
        <span className={`${styles.corner} ${styles.cornerEndTop}`} aria-hidden="true" />
        <span className={`${styles.corner} ${styles.cornerStartBottom}`} aria-hidden="true" />
        <span className={`${styles.corner} ${styles.cornerEndBottom}`} aria-hidden="true" />
        <div className={styles.content}>
          <p className={styles.brand}>
            {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" width={48} height={48} /> : null}
            <span>{productName}</span>
          </p>
          <h2 className={styles.title}>{t('certificate.title')}</h2>
          <span className={styles.rule} aria-hidden="true" />
          <p className={styles.line}>{t('certificate.presented', { name: productName })}</p>
          <p className={styles.name}>{t('certificate.sampleName')}</p>
          <p className={styles.line}>{t('certificate.completed')}</p>
          <p className={styles.course}>{t('certificate.sampleCourse')}</p>
          <p className={styles.meta}>
            <span>{t('certificate.issued', { date: format.date(issuedAt, issuedAt) })}</span>
            {/* The number is an identifier, written as it is in both languages. */}
            <span>{richNumber(t('certificate.number', { number: MARK }), number)}</span>
          </p>
          <div className={styles.signatures}>
            <div className={styles.signature}>
              <span className={styles.signatureName}>{t('certificate.instructorName')}</span>
              <span className={styles.signatureRole}>{t('certificate.instructorRole')}</span>
            </div>
            <svg className={styles.seal} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
              <circle cx="50" cy="50" r="46" fill="none" stroke="currentColor" strokeWidth="3" />
              <circle
                cx="50"
                cy="50"
                r="38"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeDasharray="3 3"
              />
              <path
                d="M50 24l7.6 15.4 17 2.5-12.3 12 2.9 16.9L50 62.8l-15.2 8 2.9-16.9-12.3-12 17-2.5z"
                fill="currentColor"
              />
            </svg>
            <div className={styles.signature}>
              <span className={styles.signatureName}>{t('certificate.directorName')}</span>
              <span className={styles.signatureRole}>{t('certificate.directorRole')}</span>
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
