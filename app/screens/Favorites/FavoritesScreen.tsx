import { type Course, getMyFavorites } from '@dars/api';
import { useI18n } from '@dars/i18n';
import { CourseCard, Link } from '@dars/ui';
import { useCourseCardActions } from '../../courseActions';
import { usePagedList } from '../../pagedRoute';
import { href, type ScreenProps } from '../../paths';
import { useAppInfo } from '../../useAppInfo';
import { PagedScreen } from '../paged';

const fetchFavorites = (page: number, signal: AbortSignal) => getMyFavorites(page, { signal });

/**
 * /my_fav (spec sections 2, 4): the student's favourite courses, 20 a page, each card linking to its
 * course. Taking the heart off a card (once the server agrees) removes the card; an emptied page is
 * fetched again.
 */
export default function FavoritesScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const { info } = useAppInfo();
  const list = usePagedList<Course>(fetchFavorites, 'favorites-title');
  const actions = useCourseCardActions({
    onFavoriteChanged: (courseId, active) => {
      if (!active) list.remove(courseId);
    },
  });
  return (
    <PagedScreen
      title={t(title)}
      titleId="favorites-title"
      lead={t('favorites.lead')}
      list={list}
      label={t('favorites.grid')}
      variant="course"
      skeleton="course"
      skeletonCount={8}
      empty={{
        title: t('empty.favorites'),
        action: <Link href={href('courses', {})}>{t('lists.browseCourses')}</Link>,
      }}
      errorMessage={t('favorites.failed')}
      renderItem={(course, index) => (
        <CourseCard
          course={course}
          href={href('course', { slug: course.slug })}
          currency={info?.currency}
          headingLevel={2}
          imageLoading={index < 2 ? 'eager' : 'lazy'}
          favorite={actions.propsFor(course).favorite}
        />
      )}
    >
      {actions.element}
    </PagedScreen>
  );
}
