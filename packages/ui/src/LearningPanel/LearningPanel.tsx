import { useI18n } from '@dars/i18n';
import { Button } from '../Button';
import { Icon } from '../icons';
import { ProgressBar } from '../ProgressBar';
import { visuallyHidden } from '../styles/a11y.css';
import { isWebUrl } from '../url';
import * as styles from './LearningPanel.css';

export interface LearningPanelProps {
  /** 0–100 */
  progress: number;
  /** The certificate's address, once earned (a link only when http(s)). */
  certificateHref: string | null;
  /** The lesson 'continue where you left off' opens, or null when there is none. */
  continueLesson: { title: string } | null;
  onContinue: () => void;
  /** The review wizard, when it is available. */
  onReview?: () => void;
}

/**
 * A subscribed learner's panel (spec sections 2, 3): the course progress, 'continue where you left off'
 * naming the lesson, the certificate once earned (a new tab), and the review button.
 */
export function LearningPanel({ progress, certificateHref, continueLesson, onContinue, onReview }: LearningPanelProps) {
  const { t } = useI18n();
  const certificate = certificateHref && isWebUrl(certificateHref) ? certificateHref : null;
  return (
    <section className={styles.card} aria-labelledby="learning-panel-title">
      <h2 id="learning-panel-title" className={styles.title}>
        {t('course.progress')}
      </h2>
      <ProgressBar value={progress} />
      {continueLesson ? (
        <div className={styles.next}>
          <Button fullWidth onClick={onContinue}>
            <PlayIcon />
            {t('course.continue')}
          </Button>
          <p className={styles.lesson}>{t('course.continueLesson', { title: continueLesson.title })}</p>
        </div>
      ) : null}
      {certificate ? (
        <a className={styles.certificate} href={certificate} target="_blank" rel="noopener noreferrer">
          <AwardIcon />
          {t('course.downloadCertificate')}
          <span className={visuallyHidden}> {t('common.opensInNewTab')}</span>
        </a>
      ) : progress >= 100 ? (
        <p className={styles.pending}>{t('course.certificatePending')}</p>
      ) : null}
      {onReview ? (
        <Button fullWidth variant="secondary" onClick={onReview}>
          {t('review.open')}
        </Button>
      ) : null}
    </section>
  );
}

const PlayIcon = () => (
  <Icon width={18} height={18} fill="currentColor" stroke="none">
    <path d="M8 5.5v13l10.5-6.5z" />
  </Icon>
);
const AwardIcon = () => (
  <Icon width={20} height={20}>
    <circle cx="12" cy="9" r="5.5" />
    <path d="m8.5 13.5-1.5 7 5-2.5 5 2.5-1.5-7" />
  </Icon>
);
