import { type MessageKey, useI18n } from '@dars/i18n';
import type { CourseAccess } from '@dars/machines';
import { EmptyState, Link, ListError, PageHeader } from '@dars/ui';
import { CourseHeroSkeleton } from '@dars/ui/CourseHero';
import { type ReactNode, useEffect } from 'react';
import { href, type ScreenProps } from '../../paths';
import {
  CourseCertificate,
  CourseCurriculum,
  CourseHeader,
  CourseInfo,
  CourseLearning,
  CourseTabs,
} from '../Course/CourseParts';
import { type CoursePage, useCoursePage } from '../Course/useCoursePage';
import * as styles from './ComponentDemoScreen.css';

/** The demo course the six routes show (the demo API's first course, free, with an intro video). */
export const DEMO_COURSE_SLUG = 'python-for-beginners';

type Part = (page: CoursePage) => ReactNode;

/** Each route's part of the course page, and the access it is seen with. */
const PARTS: Partial<Record<MessageKey, { access?: CourseAccess; part: Part }>> = {
  'title.demoHeader': { part: (page) => page.course && <CourseHeader course={page.course} headingLevel={2} /> },
  'title.demoTabs': { part: (page) => page.course && <CourseTabs page={page} course={page.course} /> },
  'title.demoContent': {
    access: 'unsubscribed',
    part: (page) => page.course && <CourseCurriculum page={page} course={page.course} headingLevel={2} />,
  },
  'title.demoCertificate': {
    access: 'subscribed',
    part: (page) => page.course && <CourseCertificate course={page.course} />,
  },
  'title.demoSubscribedContent': {
    access: 'subscribed',
    part: (page) =>
      page.course && (
        <div className={styles.split}>
          <CourseLearning page={page} course={page.course} />
          <CourseCurriculum page={page} course={page.course} headingLevel={2} />
        </div>
      ),
  },
  'title.demoNotSubscribed': {
    access: 'unsubscribed',
    part: (page) =>
      page.course && (
        <div className={styles.card}>
          <CourseInfo page={page} course={{ ...page.course, is_subscribed: false }} />
        </div>
      ),
  },
};

/** Tells search engines not to index the page while it is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /header, /tap, /contant, /certificate, /contant_subscribed, /not_subscribe (spec section 2: the
 * routes exist, their content is not shown): each shows one part of the course page (the header, the
 * tabs, the content list, the certificate tab, the subscribed view, the unsubscribed info card) with
 * the demo course, under its own title; noindex, linked from nowhere.
 */
export default function ComponentDemoScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  useNoIndex();
  const page = useCoursePage(DEMO_COURSE_SLUG);
  const chosen = PARTS[title];
  const shown: CoursePage = chosen?.access ? { ...page, access: chosen.access } : page;

  return (
    <div className={styles.page}>
      <PageHeader
        title={t(title)}
        lead={t('demo.lead')}
        actions={<Link href={href('course', { slug: DEMO_COURSE_SLUG })}>{t('demo.openCourse')}</Link>}
      />
      {page.view === 'loading' ? <CourseHeroSkeleton /> : null}
      {page.view === 'failed' ? <ListError message={t('errors.fetchFailed')} onRetry={page.retry} /> : null}
      {page.view === 'notFound' ? <EmptyState title={t('empty.courseNotFound')} /> : null}
      {page.view === 'ready' && chosen ? chosen.part(shown) : null}
      {page.actions.element}
    </div>
  );
}
