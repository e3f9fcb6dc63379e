import { type Course, searchCourses } from '@dars/api';
import { useI18n } from '@dars/i18n';
import { CourseCard, EmptyState, PageHeader } from '@dars/ui';
import { useCallback } from 'react';
import { useSearch } from 'wouter';
import { useCourseCardActions } from '../../courseActions';
import { usePagedList } from '../../pagedRoute';
import { href, type ScreenProps } from '../../paths';
import { richText } from '../../richText';
import { useAppInfo } from '../../useAppInfo';
import { PagedScreen } from '../paged';
import * as styles from '../paged.css';

const TITLE_ID = 'search-title';

/** The term in the URL, trimmed ('' when missing or blank: the spec's search ignores blank terms). */
export const readTerm = (search: string) => (new URLSearchParams(search).get('term') ?? '').trim();

/**
 * /search-result?term= (spec sections 2, 7): the results of `GET /courses?search=&page=` (20 a page,
 * `meta.last_page`) as course cards with the heart (signed in only) and subscribe; 'no results'. A
 * blank term asks for one and calls nothing. A new term starts a new list at page 1.
 */
export default function SearchScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const term = readTerm(useSearch());
  if (!term) {
    return (
      <div className={styles.page}>
        <PageHeader title={t(title)} titleId={TITLE_ID} />
        <div className={styles.body}>
          <EmptyState title={t('searchPage.promptTitle')} description={t('searchPage.prompt')} />
        </div>
      </div>
    );
  }
  return <Results key={term} term={term} />;
}

function Results({ term }: { term: string }) {
  const { t } = useI18n();
  const { info } = useAppInfo();
  const fetchResults = useCallback(
    (page: number, signal: AbortSignal) => searchCourses(term, page, { signal }),
    [term],
  );
  const list = usePagedList<Course>(fetchResults, TITLE_ID);
  const actions = useCourseCardActions();
  return (
    <PagedScreen
      // The term is the user's own text: isolated, so a Latin or mixed term keeps its order inside the
      // Arabic sentence (and the quotes stay around it).
      title={richText((params) => t('search.resultsFor', params), { term: <bdi>{term}</bdi> })}
      titleId={TITLE_ID}
      list={list}
      label={t('searchPage.grid')}
      variant="course"
      skeleton="course"
      skeletonCount={8}
      empty={{ title: t('empty.noResults'), description: t('searchPage.noResultsHint') }}
      errorMessage={t('lists.fetchFailed')}
      renderItem={(course, index) => (
        <CourseCard
          course={course}
          href={href('course', { slug: course.slug })}
          currency={info?.currency}
          headingLevel={2}
          imageLoading={index < 2 ? 'eager' : 'lazy'}
          {...actions.propsFor(course)}
        />
      )}
    >
      {actions.element}
    </PagedScreen>
  );
}
