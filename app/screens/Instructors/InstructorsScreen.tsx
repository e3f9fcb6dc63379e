import { getInstructors, type Instructor } from '@dars/api';
import { useI18n } from '@dars/i18n';
import { InstructorCard } from '@dars/ui';
import { usePagedList } from '../../pagedRoute';
import type { ScreenProps } from '../../paths';
import { PagedScreen } from '../paged';

/** The spec's page size for the instructors grid (GET /instructors?per_page=20&page=n). */
export const INSTRUCTORS_PER_PAGE = 20;

const fetchInstructors = (page: number, signal: AbortSignal) =>
  getInstructors({ perPage: INSTRUCTORS_PER_PAGE, page }, { signal });

/** /instructors-page, /instructors, /instructor (spec section 2): the instructor grid, 20 per page. */
export default function InstructorsScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const list = usePagedList<Instructor>(fetchInstructors, 'instructors-title');
  return (
    <PagedScreen
      title={t(title)}
      titleId="instructors-title"
      lead={t('instructors.lead')}
      list={list}
      label={t('instructors.grid')}
      variant="compact"
      skeleton="instructor"
      skeletonCount={12}
      empty={{ title: t('empty.instructors') }}
      errorMessage={t('instructors.failed')}
      renderItem={(instructor) => (
        <InstructorCard name={instructor.name} image={instructor.image} categoryTitle={instructor.category.title} />
      )}
    />
  );
}
