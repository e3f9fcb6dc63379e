import { type MessageKey, useI18n } from '@dars/i18n';
import { type CourseAccess, firstCourseMachine, firstCourseView } from '@dars/machines';
import { EmptyState, Link, ListError, PageHeader } from '@dars/ui';
import { CourseHeroSkeleton } from '@dars/ui/CourseHero';
import { useMachine } from '@xstate/react';
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
 * the first course the server lists (GET /courses), under its own title, or says the server has none;
 * noindex, linked from nowhere.
 */
export default function ComponentDemoScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  useNoIndex();
  const [first, sendFirst] = useMachine(firstCourseMachine);
  const view = firstCourseView(first);
  const { slug } = first.context;

  return (
    <div className={styles.page}>
      <PageHeader
        title={t(title)}
        lead={t('demo.lead')}
        actions={
          slug ? (
            <Link href={href('course', { slug })}>{t('demo.openCourse')}</Link>
          ) : view === 'loading' ? (
            // The link's line, kept while the course is not known: on a phone it sits under the title.
            <span className={styles.reserved} aria-hidden="true">
              {t('demo.openCourse')}
            </span>
          ) : null
        }
      />
      {view === 'loading' ? <Skeleton /> : null}
      {view === 'failed' ? (
        <ListError message={t('errors.fetchFailed')} onRetry={() => sendFirst({ type: 'course.retry' })} />
      ) : null}
      {view === 'none' ? <EmptyState title={t('demo.noCourse')} /> : null}
      {slug ? <DemoPart slug={slug} title={title} /> : null}
    </div>
  );
}

/** While the course, or the catalogue that names it, is on its way: the same box in the same place. */
function Skeleton() {
  return (
    <div aria-busy="true">
      <CourseHeroSkeleton />
    </div>
  );
}

/** The route's part of the course page, once the course to show it with is known. */
function DemoPart({ slug, title }: { slug: string; title: MessageKey }) {
  const { t } = useI18n();
  const page = useCoursePage(slug);
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
      {page.view === 'loading' ? <Skeleton /> : null}
      {page.view === 'failed' ? <ListError message={t('errors.fetchFailed')} onRetry={page.retry} /> : null}
      {page.view === 'notFound' ? <EmptyState title={t('empty.courseNotFound')} /> : null}
      {page.view === 'ready' && chosen ? chosen.part(shown) : null}
      {unshownFailed ? <ListError message={t('errors.fetchFailed')} onRetry={page.retry} /> : null}
      {page.actions.element}
    </div>
  );
}
