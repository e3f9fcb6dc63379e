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
  sameControlSelector,
} from '@dars/ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
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
  const focusKeeper = useFocusKeptOnRemoval(list.status === 'loaded' ? list.items : null, titleId);
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
              <li key={item.id} data-item-id={item.id} onFocus={focusKeeper.onFocus}>
                {renderItem(item, index)}
              </li>
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

/**
 * A card taken off the list while focus was in it (a favourite's heart on /my_fav) must not drop focus to
 * the page: it goes to the same control of the card that takes its place (the next one, else the one
 * before), else to the first control of that card, else to the page's heading when the list is empty.
 */
function useFocusKeptOnRemoval(items: readonly Identified[] | null, titleId: string) {
  const last = useRef<{ id: string; index: number; control: string } | null>(null);
  const shown = useRef<readonly Identified[] | null>(null);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = items;
    const focused = last.current;
    if (!focused || items === null || before === null) return;
    // Only a removal (the others stay): a new page or a reload is not one.
    const ids = new Set(before.map((item) => String(item.id)));
    const removal = items.length < before.length && items.every((item) => ids.has(String(item.id)));
    if (!removal || items.some((item) => String(item.id) === focused.id)) return;
    last.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const rows = [...document.querySelectorAll<HTMLElement>('li[data-item-id]')];
    const row = rows[Math.min(focused.index, rows.length - 1)];
    const target =
      row?.querySelector<HTMLElement>(focused.control) ??
      row?.querySelector<HTMLElement>('a[href], button:not([disabled])') ??
      document.getElementById(titleId);
    if (target === document.getElementById(titleId)) target?.setAttribute('tabindex', '-1');
    target?.focus();
  }, [items, titleId]);
  return {
    onFocus: (event: { currentTarget: HTMLElement; target: EventTarget }) => {
      const row = event.currentTarget;
      const control = event.target instanceof HTMLElement ? sameControlSelector(event.target) : 'a[href]';
      const rows = [...document.querySelectorAll<HTMLElement>('li[data-item-id]')];
      last.current = { id: row.dataset.itemId ?? '', index: rows.indexOf(row), control };
    },
  };
}
