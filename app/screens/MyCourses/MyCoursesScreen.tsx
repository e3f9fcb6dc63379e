import { type Course, getMyCourses, getNotCompletedCourses } from '@dars/api';
import { useI18n } from '@dars/i18n';
import { CourseCard, Link } from '@dars/ui';
import { pageOfAll, usePagedList } from '../../pagedRoute';
import { href, type ScreenProps } from '../../paths';
import { useAppInfo } from '../../useAppInfo';
import { PagedScreen } from '../paged';

const fetchMyCourses = (page: number, signal: AbortSignal) => getMyCourses(page, { signal });

/** `my-courses/not-completed` answers the whole list (`data[]`): it is paged here, 20 a page. */
const fetchInProgress = async (page: number, signal: AbortSignal) =>
  pageOfAll(await getNotCompletedCourses({ signal }), page);

/**
 * /my-courses (spec sections 2, 7): every enrolled course with its progress bar, 20 a page
 * (`GET /profile/my-courses`, `paginate.last_page`).
 *
 * /coureses-not-completed (a spec route name with no description): only the unfinished courses, from
 * `GET /profile/my-courses/not-completed` (the call the spec pairs with "not completed"), the same
 * cards, paged 20 a page here since that call is not paged; it is where the home strip's courses are.
 */
export default function MyCoursesScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const { info } = useAppInfo();
  const inProgress = title === 'title.coursesInProgress';
  const list = usePagedList<Course>(inProgress ? fetchInProgress : fetchMyCourses, 'my-courses-title');
  return (
    <PagedScreen
      title={t(title)}
      titleId="my-courses-title"
      lead={t(inProgress ? 'myCourses.inProgressLead' : 'myCourses.lead')}
      list={list}
      label={inProgress ? t(title) : t('myCourses.grid')}
      variant="course"
      skeleton="course"
      skeletonCount={8}
      empty={{
        title: t(inProgress ? 'myCourses.noneInProgress' : 'empty.myCourses'),
        action: <Link href={href('courses', {})}>{t('lists.browseCourses')}</Link>,
      }}
      errorMessage={t('myCourses.failed')}
      renderItem={(course, index) => (
        <CourseCard
          course={course}
          href={href('course', { slug: course.slug })}
          currency={info?.currency}
          headingLevel={2}
          imageLoading={index < 2 ? 'eager' : 'lazy'}
          progress={course.progress}
        />
      )}
    />
  );
}
