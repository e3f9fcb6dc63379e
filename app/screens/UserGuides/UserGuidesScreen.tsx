import { useI18n } from '@dars/i18n';
import { Card, EmptyState, Icon, isWebUrl, ListError, PageHeader, Spinner, visuallyHidden } from '@dars/ui';
import { useId } from 'react';
import type { ScreenProps } from '../../paths';
import { useInfoPage } from '../infoPage';
import * as styles from './UserGuidesScreen.css';

/**
 * /user_guides (spec sections 2, 3): the instructor's and the student's guide from the info call, each
 * opening in a new tab, only when its URL is http(s) (`noopener noreferrer`); a not-found message when
 * neither is there. Loading, an unsuccessful reply and an exception as on the policy pages.
 */
export default function UserGuidesScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const headingId = useId();
  const { info, view, retry } = useInfoPage();
  const paths = info?.user_guides;
  const guides = [
    {
      key: 'instructor',
      href: paths?.instructor_path ?? '',
      name: t('guides.instructor'),
      text: t('guides.instructorText'),
    },
    { key: 'student', href: paths?.student_path ?? '', name: t('guides.student'), text: t('guides.studentText') },
  ].filter((guide) => isWebUrl(guide.href));

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <PageHeader title={t(title)} titleId={headingId} lead={t('guides.lead')} />
      <div className={styles.body}>
        {view === 'spinner' ? <Spinner size="lg" label={t('common.loading')} /> : null}
        {view === 'unsuccessful' ? <ListError message={t('guides.loadFailed')} onRetry={retry} /> : null}
        {view === 'exception' ? <ListError message={t('policy.fetchError')} onRetry={retry} /> : null}
        {view === 'content' && guides.length === 0 ? <EmptyState title={t('guides.notFound')} /> : null}
        {view === 'content' && guides.length > 0 ? (
          <ul className={styles.list}>
            {guides.map((guide) => (
              <li key={guide.key}>
                <Card className={styles.guide}>
                  <span className={styles.icon}>
                    <Icon width={26} height={26}>
                      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
                      <path d="M14 3v5h5M9 13h6M9 17h4" />
                    </Icon>
                  </span>
                  <h2 className={styles.title}>{guide.name}</h2>
                  <p className={styles.text}>{guide.text}</p>
                  <a className={styles.open} href={guide.href} target="_blank" rel="noopener noreferrer">
                    {t('guides.open')}
                    <span className={visuallyHidden}>
                      {' '}
                      {guide.name} {t('guides.newTab')}
                    </span>
                  </a>
                </Card>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
