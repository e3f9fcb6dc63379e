import type { Identified } from '@dars/machines';
import {
  CardGrid,
  type CardGridVariant,
  EmptyState,
  ListError,
  PageHeader,
  Pagination,
  SkeletonGrid,
  type SkeletonVariant,
} from '@dars/ui';
import type { ReactNode } from 'react';
import type { PagedList } from '../pagedRoute';
import * as styles from './paged.css';

export interface PagedScreenProps<T extends Identified> {
  /** The page's h1 (also where focus goes when the page changes). */
  title: ReactNode;
  titleId: string;
  lead?: ReactNode;
  list: PagedList<T>;
  /** The grid's accessible name. */
  label: string;
  variant: CardGridVariant;
  skeleton: SkeletonVariant;
  /** How many placeholders stand in for the page while it loads. */
  skeletonCount: number;
  empty: { title: string; description?: string; action?: ReactNode };
  /** The spec's red line for this list. */
  errorMessage: string;
  /** One card (the `<li>` is added here). */
  renderItem: (item: T, index: number) => ReactNode;
  /** The screen's dialogs and notices (the card actions' element). */
  children?: ReactNode;
}

/**
 * The one shape of every paged screen (departments, instructors, search, my courses, favourites,
 * certificates): the page header, then the skeleton, the grid, the empty state or the error with
 * retry, and the numbered pagination (only with more than one page). The page lives in the URL.
 */
export function PagedScreen<T extends Identified>({
  title,
  titleId,
  lead,
  list,
  label,
  variant,
  skeleton,
  skeletonCount,
  empty,
  errorMessage,
  renderItem,
  children,
}: PagedScreenProps<T>) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} titleId={titleId} lead={lead} />
      <div className={styles.body}>
        {list.status === 'loading' ? <SkeletonGrid count={skeletonCount} variant={skeleton} /> : null}
        {list.status === 'failed' ? <ListError message={errorMessage} onRetry={list.retry} /> : null}
        {list.status === 'empty' ? (
          <EmptyState title={empty.title} description={empty.description} action={empty.action} />
        ) : null}
        {list.status === 'loaded' ? (
          <CardGrid label={label} variant={variant}>
            {list.items.map((item, index) => (
              <li key={item.id}>{renderItem(item, index)}</li>
            ))}
          </CardGrid>
        ) : null}
        {list.status === 'failed' ? null : (
          <Pagination page={list.page} lastPage={list.lastPage} hrefFor={list.hrefFor} />
        )}
      </div>
      {children}
    </div>
  );
}
