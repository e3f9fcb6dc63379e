import { type Category, getCategories } from '@dars/api';
import { useI18n } from '@dars/i18n';
import { CategoryCard } from '@dars/ui';
import { usePagedList } from '../../pagedRoute';
import { href, type ScreenProps } from '../../paths';
import { PagedScreen } from '../paged';

/** The spec's page size for departments (GET /categories?per_page=20&page=n). */
export const DEPARTMENTS_PER_PAGE = 20;

const fetchDepartments = (page: number, signal: AbortSignal) =>
  getCategories({ perPage: DEPARTMENTS_PER_PAGE, page }, { signal });

/** /departments (spec section 2): categories with image or a placeholder icon, title and course count. */
export default function DepartmentsScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const list = usePagedList<Category>(fetchDepartments, 'departments-title');
  return (
    <PagedScreen
      title={t(title)}
      titleId="departments-title"
      lead={t('departments.lead')}
      list={list}
      label={t('departments.grid')}
      variant="compact"
      skeleton="category"
      skeletonCount={8}
      empty={{ title: t('empty.categories') }}
      errorMessage={t('departments.failed')}
      renderItem={(category) => (
        <CategoryCard
          title={category.title}
          image={category.image}
          coursesCount={category.courses_count}
          // The listing's own URL form (machines/courseListing/listingQuery.ts): ?category=<id>.
          href={href('courses', {}, { query: { category: category.id } })}
        />
      )}
    />
  );
}
