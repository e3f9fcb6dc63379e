import { useI18n } from '@dars/i18n';
import { ButtonLink, ListError, StatusMessage } from '@dars/ui';
import { CourseHeroSkeleton } from '@dars/ui/CourseHero';
import { CurriculumSkeleton } from '@dars/ui/Curriculum';
import { useDeferredValue, useState } from 'react';
import { earlyImage } from '../../earlyData';
import { href, type ScreenProps } from '../../paths';
import { CourseCurriculum, CourseHeader, CourseInfo, CourseLearning, CourseTabs } from './CourseParts';
import * as styles from './CourseScreen.css';
import { ExamSentNotice } from './ExamSentNotice';
import { LessonStage } from './LessonStage';
import { type CoursePage, useCoursePage } from './useCoursePage';

/**
 * /single_course/{slug} and /single-course/{slug} (spec sections 2, 4, 7, 8): the course's
 * header; an info card to subscribe (or add to the cart) for a learner not subscribed, or the learning
 * view (progress, lessons, continue where you left off, the certificate) for one who is; the lesson
 * player when a lesson opens; the tabs with the selected one in the URL. Not found: 'the course was not
 * found' and a way back to the catalogue; a failure: the red line with a retry.
 */
export default function CourseScreen({ params }: ScreenProps<{ slug: string }>) {
  // A new slug is a new page: its machines start afresh.
  return <CoursePageView key={params.slug} slug={params.slug} />;
}

function CoursePageView({ slug }: { slug: string }) {
  const page = useCoursePage(slug);
  // On the first page of a visit, the poster boot drew into the prerendered skeleton (app/earlyData.ts).
  const [poster] = useState(earlyImage);
  return (
    <>
      <CourseLayout page={page} poster={poster} />
      <ExamSentNotice slug={slug} ready={page.view === 'ready'} />
    </>
  );
}

/** `poster`: the course's picture, when known before the course (the loading skeleton shows it). */
export function CourseLayout({ page, poster }: { page: CoursePage; poster?: string | undefined }) {
  const { t } = useI18n();
  const { course } = page;
  // As the course arrives, the whole page is drawn in a second, interruptible render, the skeleton
  // standing in meanwhile: a state machine's update is drawn at once, in one task, and the whole page in
  // one task is a long one on a phone (deferring only the lessons and tabs still leaves the header and
  // info card too long a task). Later updates of the course are drawn at once.
  const shownCourse = useDeferredValue(course ?? null);

  // The whole page is this message: its heading is the page's h1.
  if (page.view === 'notFound') {
    return (
      <StatusMessage
        title={t('empty.courseNotFound')}
        action={<ButtonLink href={href('courses')}>{t('coursePage.notFoundAction')}</ButtonLink>}
      />
    );
  }
  if (page.view === 'failed') return <ListError message={t('errors.fetchFailed')} onRetry={page.retry} />;
  if (!course || !shownCourse) {
    return (
      // Its own tree (key): the loaded page replaces the skeleton rather than moving its boxes.
      <div key="loading" className={styles.page} aria-busy="true">
        <div className={styles.header}>
          <CourseHeroSkeleton image={poster} />
        </div>
        <div className={styles.aside}>
          <div className={styles.skeletonCard} />
        </div>
        <div className={styles.main}>
          <CurriculumSkeleton />
        </div>
      </div>
    );
  }

  const subscribed = page.access === 'subscribed';
  return (
    <div key="ready" className={styles.page}>
      <div className={styles.header}>
        <CourseHeader course={course} />
      </div>
      <div className={styles.aside}>
        {subscribed ? <CourseLearning page={page} course={course} /> : <CourseInfo page={page} course={course} />}
      </div>
      <div className={styles.main}>
        <LessonStage lesson={page.lesson} poster={course.image} />
        {subscribed ? (
          <section className={styles.learning} aria-labelledby="course-learning-title">
            <h2 id="course-learning-title" className={styles.sectionTitle}>
              {t('coursePage.learning')}
            </h2>
            <CourseCurriculum page={page} course={course} />
          </section>
        ) : null}
        <CourseTabs page={page} course={course} />
      </div>
      {page.actions.element}
    </div>
  );
}
