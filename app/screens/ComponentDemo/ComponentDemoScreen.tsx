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
/** The parts of the page the course machine loads on their own, each failing with its own retry. */
type Loaded = 'sections' | 'reviews';

/**
 * Each route's part of the course page, the access it is seen with, and which separately loaded parts it
 * shows (with their own failure and retry); a failure of one it does not show is said by the screen.
 */
const PARTS: Partial<Record<MessageKey, { access?: CourseAccess; part: Part; shows: Loaded[] }>> = {
  'title.demoHeader': {
    shows: [],
    part: (page) => page.course && <CourseHeader course={page.course} headingLevel={2} />,
  },
  'title.demoTabs': {
    shows: ['sections', 'reviews'],
    part: (page) => page.course && <CourseTabs page={page} course={page.course} />,
  },
  'title.demoContent': {
    access: 'unsubscribed',
    shows: ['sections'],
    part: (page) => page.course && <CourseCurriculum page={page} course={page.course} headingLevel={2} />,
  },
  'title.demoCertificate': {
    access: 'subscribed',
    shows: [],
    part: (page) => page.course && <CourseCertificate course={page.course} />,
  },
  'title.demoSubscribedContent': {
    access: 'subscribed',
    shows: ['sections'],
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
    shows: [],
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
  const unshown = (part: Loaded) => !chosen?.shows.includes(part);
  // A part loaded but not shown is still part of the page: while it loads the page says it is busy.
  const unshownLoading =
    (page.sectionsView === 'loading' && unshown('sections')) || (page.reviewsView === 'loading' && unshown('reviews'));
  const unshownFailed =
    page.view === 'ready' &&
    ((page.sectionsView === 'failed' && unshown('sections')) || (page.reviewsView === 'failed' && unshown('reviews')));

  return (
    <div className={styles.page} aria-busy={unshownLoading || undefined}>
      <PageHeader
        title={t(title)}
        lead={t('demo.lead')}
        actions={<Link href={href('course', { slug: DEMO_COURSE_SLUG })}>{t('demo.openCourse')}</Link>}
      />
      {page.view === 'loading' ? (
        <div aria-busy="true">
          <CourseHeroSkeleton />
        </div>
      ) : null}
      {page.view === 'failed' ? <ListError message={t('errors.fetchFailed')} onRetry={page.retry} /> : null}
      {page.view === 'notFound' ? <EmptyState title={t('empty.courseNotFound')} /> : null}
      {page.view === 'ready' && chosen ? chosen.part(shown) : null}
      {unshownFailed ? <ListError message={t('errors.fetchFailed')} onRetry={page.retry} /> : null}
      {page.actions.element}
    </div>
  );
}
