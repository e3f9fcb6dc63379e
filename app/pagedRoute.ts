import { type FetchPage, type Identified, pagedListMachine, pageItems } from '@dars/machines';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useLanguageChange } from './screens/forms';

/**
 * The page of a paged list lives in the URL (`?page=n`), so a page can be shared, survives a
 * reload, and Back returns to the page before (docs/browsing.md, "Paged routes").
 */

/** The page in a query string (`?page=3`, `page=3&term=x`): 1 when missing or not a whole number ≥ 1. */
export function readPage(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number.parseInt(raw, 10);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The URL of `page` on `path`, keeping the other query parameters (`term` on search) in their
 * order. Page 1 is written without `page`, so `/departments` and page 1 are one URL.
 */
export function withPage(path: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(Math.trunc(page)));
  else params.delete('page');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export interface PagedRoute {
  /** The URL's page. */
  page: number;
  /** The link of a page (the ui Pagination pushes it: a new history entry, so Back returns). */
  hrefFor: (page: number) => string;
  /** Puts another page in the URL without a new history entry (the list had fewer pages). */
  replacePage: (page: number) => void;
}

/**
 * The URL's page for a paged screen. When the page changes after the first render (a pagination
 * link, Back or Forward), the window scrolls to the top and focus moves to the list's heading
 * (`headingId`), so keyboard and screen-reader users start at the new page's top.
 */
export function usePagedRoute(headingId: string): PagedRoute {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const page = readPage(search);

  const shown = useRef(page);
  const hrefFor = useCallback((target: number) => withPage(path, search, target), [path, search]);
  const replacePage = useCallback(
    (target: number) => {
      // A correction, not the user's move: no scroll, no focus.
      shown.current = target;
      navigate(withPage(path, search, target), { replace: true });
    },
    [navigate, path, search],
  );

  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const heading = document.getElementById(headingId);
    window.scrollTo({ top: 0 });
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [page, headingId]);

  return { page, hrefFor, replacePage };
}

export type PagedListStatus = 'loading' | 'loaded' | 'empty' | 'failed';

export interface PagedList<T extends Identified> extends PagedRoute {
  status: PagedListStatus;
  /** The page's items (empty unless loaded). */
  items: T[];
  lastPage: number;
  retry: () => void;
  /** Drops an item's card (un-favourited on /my_fav); an emptied page is fetched again. */
  remove: (id: number) => void;
}

/**
 * A paged list on a screen: machines/pagedList over the URL's page. A page link pushes the URL, the
 * machine follows it; a page past the last one is corrected in place; a new language fetches again.
 * `fetchPage` is read when a page is fetched, so it may be a new function on every render.
 */
export function usePagedList<T extends Identified>(fetchPage: FetchPage<T>, headingId: string): PagedList<T> {
  const route = usePagedRoute(headingId);
  const latest = useRef({ fetchPage, replacePage: route.replacePage });
  latest.current = { fetchPage, replacePage: route.replacePage };

  const logic = useMemo(
    () =>
      pagedListMachine.provide({
        actions: { pageCorrected: (_, { page }) => latest.current.replacePage(page) },
      }),
    [],
  );
  const [snapshot, send] = useMachine(logic, {
    input: { fetchPage: (page, signal) => latest.current.fetchPage(page, signal), page: route.page },
  });

  useEffect(() => {
    send({ type: 'list.page', page: route.page });
  }, [send, route.page]);
  useLanguageChange(() => send({ type: 'list.reload' }));

  const status: PagedListStatus = snapshot.hasTag('failed')
    ? 'failed'
    : snapshot.hasTag('empty')
      ? 'empty'
      : snapshot.hasTag('loaded')
        ? 'loaded'
        : 'loading';
  return {
    ...route,
    // While a new page loads, the pagination keeps showing where the user is going.
    page: snapshot.context.page,
    status,
    items: pageItems<T>(snapshot),
    lastPage: snapshot.context.lastPage,
    retry: useCallback(() => send({ type: 'list.retry' }), [send]),
    remove: useCallback((id: number) => send({ type: 'list.remove', id }), [send]),
  };
}

/** Pages of a list the server sends whole (`my-courses/not-completed`), cut 20 a page on the client. */
export function pageOfAll<T>(all: readonly T[], page: number, perPage = 20) {
  const lastPage = Math.max(1, Math.ceil(all.length / perPage));
  return { items: all.slice((page - 1) * perPage, page * perPage), lastPage };
}
