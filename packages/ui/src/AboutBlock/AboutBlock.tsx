import { useI18n } from '@dars/i18n';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { SafeHtml } from '../SafeHtml';
import * as styles from './AboutBlock.css';

export interface AboutBlockProps {
  /** App info's about_us; null while loading. */
  about: { title: string; description: string; image: string } | null;
  /** The 'view all' link (/about_us); none on the about page itself, where the text is whole. */
  href?: string;
  /** The heading's id (for the section's name). */
  headingId?: string;
  /** Still loading: placeholders of the same size. */
  loading?: boolean;
}

/**
 * The about-us block: image, a small heading, the title, the server's HTML (sanitized). On the home page
 * (with `href`) the text is clamped to 6 lines and 'view all' leads to /about_us; on the about page
 * (without) it is whole. While loading it keeps its size with placeholders.
 */
export function AboutBlock({ about, href, headingId, loading = false }: AboutBlockProps) {
  const { t } = useI18n();
  if (loading || !about) {
    return (
      <div className={styles.root} aria-busy="true">
        <div className={styles.media} />
        <div className={styles.body} aria-hidden="true">
          <div className={`${styles.bar} ${styles.barShort}`} />
          <div className={`${styles.bar} ${styles.barTitle}`} />
          {[0, 1, 2, 3, 4, 5].map((line) => (
            <div key={line} className={styles.bar} />
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <div className={styles.media}>
        {about.image ? (
          <img
            className={styles.image}
            src={about.image}
            alt=""
            width={640}
            height={480}
            loading={href ? 'lazy' : 'eager'}
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {/* On the about page its own title already says it. */}
        {href ? <p className={styles.eyebrow}>{t('home.aboutEyebrow')}</p> : null}
        <Heading level={2} id={headingId} className={styles.title}>
          {about.title}
        </Heading>
        <SafeHtml className={href ? styles.text : styles.wholeText} html={about.description} />
        {href ? (
          <Link href={href} aria-describedby={headingId}>
            {t('common.viewAll')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
