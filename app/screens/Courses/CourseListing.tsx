import type { Course, CourseStatusValue } from '@dars/api';
import { type MessageKey, useI18n } from '@dars/i18n';
import {
  activeFilterCount,
  CATEGORIES_COLLAPSED,
  type CourseListingEvent,
  courseListingMachine,
  type ListingFilters,
  listingHref,
  parseListingQuery,
  sameFilters,
} from '@dars/machines';
import {
  Button,
  CardGrid,
  CourseCard,
  EmptyState,
  ListError,
  PageHeader,
  Pagination,
  SkeletonGrid,
  visuallyHidden,
} from '@dars/ui';
import { type ActiveFilter, ActiveFilters, FilterPanel, type FilterPanelProps } from '@dars/ui/FilterPanel';
import { FilterSheet } from '@dars/ui/FilterSheet';
import { useMachine } from '@xstate/react';
import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCourseCardActions } from '../../courseActions';
import { earlyImage } from '../../earlyData';
import { href } from '../../paths';
import { useLanguageChange } from '../forms';
import * as styles from './CourseListing.css';

export interface CourseListingProps {
  /** The page title's key (the route's). */
  title: MessageKey;
  /** /coureses-free fixes the status to free: no status or price choice, and the URL never carries it. */
  fixedStatus?: CourseStatusValue;
}

/** Cards whose image loads at once: the first row at every width (the rest wait until scrolled near). */
const EAGER_CARDS = 3;

/**
 * The course listing (spec sections 2, 4, 7, 8): a filter sidebar beside a 20-per-page grid of course
 * cards with numbered pagination; on phones and tablets the filters open in a sheet. The filters live
 * in the URL: a choice is pushed onto the history by the machine (`pushUrl`), and any change of the
 * URL itself (Back, Forward, a pagination link, a reload, a shared link) is handed to the machine.
 */
export function CourseListing({ title, fixedStatus }: CourseListingProps) {
  const { t, plural, format } = useI18n();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const urlFilters = useMemo(() => parseListingQuery(search), [search]);
  const headingId = useId();

  // The machine is made once; the push reads the current path (an alias stays an alias).
  const latest = useRef({ location, navigate });
  latest.current = { location, navigate };
  const logic = useMemo(
    () =>
      courseListingMachine.provide({
        actions: {
          pushUrl: (_, { query }) => {
            const { location: path, navigate: go } = latest.current;
            go(query ? `${path}?${query}` : path);
          },
        },
      }),
    [],
  );
  const [state, send] = useMachine(logic, { input: { filters: urlFilters, fixedStatus: fixedStatus ?? null } });
  const { filters, lastPage, options, categoriesExpanded } = state.context;

  // The URL changed by itself: show what it asks for (the machine ignores what it already shows).
  useEffect(() => {
    send({ type: 'url.changed', filters: urlFilters });
  }, [send, urlFilters]);
  useLanguageChange(() => send({ type: 'listing.reload' }));

  // A new page (same filters): back to the top of the results, focus on their heading.
  const shownFilters = useRef(urlFilters);
  useEffect(() => {
    const before = shownFilters.current;
    shownFilters.current = urlFilters;
    if (before.page === urlFilters.page || !sameFilters({ ...before, page: 1 }, { ...urlFilters, page: 1 })) return;
    const heading = document.getElementById(headingId);
    window.scrollTo({ top: 0 });
    heading?.focus({ preventScroll: true });
  }, [urlFilters, headingId]);

  const actions = useCourseCardActions();
  const [sheetOpen, setSheetOpen] = useState(false);

  const liveStatus = state.hasTag('failed')
    ? 'failed'
    : state.hasTag('empty')
      ? 'empty'
      : state.hasTag('loaded')
        ? 'loaded'
        : 'loading';
  // The results are drawn in a deferred render, which React splits into short tasks between frames (the
  // machine's update alone draws a page of cards in one long task that holds up the page's input). The
  // filters answer at once; the cards follow a moment later.
  const status = useDeferredValue(liveStatus);
  const items = useDeferredValue(state.context.items);
  // The first course's picture, when boot drew it into the prerendered page (a first visit with no
  // filters): the first placeholder keeps it until the list comes; never again after that first wait.
  const [firstPicture, setFirstPicture] = useState(earlyImage);
  useEffect(() => {
    if (status !== 'loading') setFirstPicture(undefined);
  }, [status]);
  const optionsState = state.hasTag('optionsFailed') ? 'failed' : options ? 'ready' : 'loading';
  const userFilters: ListingFilters = fixedStatus ? { ...filters, status: null } : filters;
  const chosen = activeFilterCount(userFilters);
  const change = (event: CourseListingEvent) => send(event);
  // What the deferred results need, kept the same between renders so that they are not drawn again at once.
  const filtered = useDeferredValue(chosen > 0);
  const retry = useCallback(() => send({ type: 'list.retry' }), [send]);
  const clear = useCallback(() => send({ type: 'filters.clear' }), [send]);
  const statusLabel = (value: string) =>
    value === 'free' ? t('filters.free') : value === 'paid' ? t('filters.paid') : value;

  const panelProps: Omit<FilterPanelProps, 'showHeading' | 'headingLevel'> = {
    state: optionsState,
    failedMessage: t('listing.optionsFailed'),
    onRetry: () => send({ type: 'options.retry' }),
    category: {
      options: (options?.categories ?? []).map((c) => ({ value: c.id, label: c.title, count: c.courses_count })),
      selected: filters.categoryId,
      onSelect: (id) => change({ type: 'filters.category', id }),
      allLabel: t('listing.allCategories'),
      expanded: categoriesExpanded,
      onToggleExpanded: () => send({ type: 'categories.toggle' }),
      collapsedCount: CATEGORIES_COLLAPSED,
    },
    ...(fixedStatus
      ? {}
      : {
          status: {
            options: (['free', 'paid'] as const).map((value) => ({
              value,
              label: statusLabel(value),
              count: options?.prices[value],
            })),
            selected: filters.status,
            onSelect: (value: string | null) =>
              change({ type: 'filters.status', value: value as CourseStatusValue | null }),
            allLabel: t('listing.anyStatus'),
          },
          price: {
            options: Object.entries(options?.prices ?? {}).map(([value, count]) => ({
              value,
              label: statusLabel(value),
              count,
            })),
            selected: filters.prices,
            onToggle: (value: string) => change({ type: 'filters.price', value }),
          },
        }),
    rating: {
      options: [5, 4, 3, 2, 1].map((value) => ({
        value,
        label: plural('count.stars', value),
        count: options?.reviews[String(value)] ?? 0,
      })),
      selected: filters.rates,
      onToggle: (value) => change({ type: 'filters.rate', value }),
    },
    canClear: chosen > 0,
    onClear: clear,
  };

  const categoryTitle = options?.categories.find((c) => c.id === filters.categoryId)?.title ?? t('filters.category');
  const active: ActiveFilter[] = [
    ...(filters.categoryId !== null
      ? [{ key: 'category', label: categoryTitle, onRemove: () => change({ type: 'filters.category', id: null }) }]
      : []),
    ...(userFilters.status
      ? [
          {
            key: 'status',
            label: statusLabel(userFilters.status),
            onRemove: () => change({ type: 'filters.status', value: null }),
          },
        ]
      : []),
    ...filters.rates.map((value) => ({
      key: `rate-${value}`,
      label: plural('count.stars', value),
      onRemove: () => change({ type: 'filters.rate', value }),
    })),
    ...filters.prices.map((value) => ({
      key: `price-${value}`,
      label: `${t('filters.price')}: ${statusLabel(value)}`,
      onRemove: () => change({ type: 'filters.price', value }),
    })),
  ];

  const hrefFor = (page: number) => listingHref(location, { ...userFilters, page });

  return (
    <>
      <PageHeader title={t(title)} lead={fixedStatus ? t('listing.freeLead') : t('listing.lead')} />
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          {/* Beside the results, their own 'clear filters' (above the grid) is the one to use. */}
          <FilterPanel {...panelProps} canClear={false} />
        </aside>
        <section className={styles.results} aria-labelledby={headingId}>
          <h2 id={headingId} tabIndex={-1} className={`${visuallyHidden} ${styles.resultsHeading}`}>
            {t('listing.resultsLabel')}
          </h2>
          <div className={styles.toolbar}>
            <div className={styles.filtersButton}>
              <Button
                variant="secondary"
                aria-haspopup="dialog"
                aria-expanded={sheetOpen}
                onClick={() => setSheetOpen(true)}
              >
                <FilterIcon />
                {t('listing.openFilters')}
                {chosen > 0 ? (
                  <>
                    <span className={styles.badge} aria-hidden="true">
                      {format.number(chosen)}
                    </span>
                    <span className={visuallyHidden}>{plural('listing.count.filters', chosen)}</span>
                  </>
                ) : null}
              </Button>
            </div>
            <div className={styles.summary}>
              {active.length ? (
                <ActiveFilters filters={active} onClear={clear} />
              ) : (
                <p className={styles.scope}>{fixedStatus ? t('listing.freeFixed') : t('listing.allCourses')}</p>
              )}
            </div>
            {status === 'loaded' && lastPage > 1 ? (
              <p className={styles.pageOf}>{t('listing.pageOf', { page: filters.page, last: lastPage })}</p>
            ) : status === 'loading' || status === 'loaded' ? (
              // The line's room (as wide as the line: on a phone it wraps to a row of its own), kept unseen
              // while the list loads and for a single page, so the cards below never jump as it comes or goes.
              <p className={`${styles.pageOf} ${styles.unseen}`} aria-hidden="true">
                {t('listing.pageOf', { page: filters.page, last: Math.max(lastPage, filters.page) })}
              </p>
            ) : null}
          </div>
          <Results
            status={status}
            items={items}
            filtered={filtered}
            firstPicture={firstPicture}
            propsFor={actions.propsFor}
            onRetry={retry}
            onClear={clear}
          />
          {status === 'loaded' || status === 'empty' ? (
            <Pagination page={filters.page} lastPage={lastPage} hrefFor={hrefFor} label={t('listing.pagination')} />
          ) : null}
        </section>
      </div>
      <FilterSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        title={t('filters.title')}
        doneLabel={t('listing.showResults')}
      >
        <FilterPanel {...panelProps} showHeading={false} />
      </FilterSheet>
      {actions.element}
    </>
  );
}

const courseHref = (course: Course) => href('course', { slug: course.slug });

interface ResultsProps {
  status: 'loading' | 'failed' | 'empty' | 'loaded';
  items: Course[];
  /** Some filter is chosen (the empty state then offers to clear them). */
  filtered: boolean;
  firstPicture: string | undefined;
  propsFor: ReturnType<typeof useCourseCardActions>['propsFor'];
  onRetry: () => void;
  onClear: () => void;
}

/**
 * The grid of results, its skeleton, its failure or its empty state. Drawn only when its own (deferred)
 * props change: a tap on a filter redraws the filters at once and leaves the twenty cards to the deferred
 * render, which React splits into short tasks between frames.
 */
const Results = memo(function Results({
  status,
  items,
  filtered,
  firstPicture,
  propsFor,
  onRetry,
  onClear,
}: ResultsProps) {
  const { t } = useI18n();
  return status === 'loading' ? (
    <SkeletonGrid
      count={items.length || 20}
      variant="course"
      early={items.length ? undefined : { image: firstPicture }}
    />
  ) : status === 'failed' ? (
    <ListError message={t('lists.fetchFailed')} onRetry={onRetry} />
  ) : status === 'empty' ? (
    <EmptyState
      title={filtered ? t('listing.emptyFiltered') : t('empty.courses')}
      description={filtered ? t('listing.emptyHint') : undefined}
      action={
        filtered ? (
          <Button variant="secondary" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        ) : undefined
      }
    />
  ) : (
    <CardGrid label={t('listing.resultsLabel')}>
      {items.map((course, index) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            href={courseHref(course)}
            imageLoading={index < EAGER_CARDS ? 'eager' : 'lazy'}
            headingLevel={3}
            {...propsFor(course)}
          />
        </li>
      ))}
    </CardGrid>
  );
});

function FilterIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}
