import type { Faq, Page } from '@dars/api';
import type { FetchPage } from '../pagedList';

/** The FAQ page (spec sections 7, 9): every question in one call (per_page=1000), 10 a page on the client. */
export const FAQ_FETCH_SIZE = 1000;
export const FAQ_PAGE_SIZE = 10;

/** One page of a whole list: `perPage` items, and the last page (at least 1, for an empty list). */
export function clientPage<T>(all: readonly T[], page: number, perPage: number): Page<T> {
  return {
    items: all.slice((page - 1) * perPage, page * perPage),
    lastPage: Math.max(1, Math.ceil(all.length / perPage)),
  };
}

export interface FaqPages {
  /** The paged-list machine's `fetchPage`: the page of 10 out of the whole list, fetched once. */
  fetchPage: FetchPage<Faq>;
  /** The language changed: the next page asks the server again. */
  forget(): void;
}

/**
 * Pages of the FAQ for the paged-list machine (page in the URL, a page past the last corrected, retry,
 * reload). The whole list is asked for once and kept, so moving between pages asks nothing; a failed
 * call is not kept, so the retry asks again.
 */
export function faqPages(fetchAll: () => Promise<Faq[]>): FaqPages {
  let all: Promise<Faq[]> | null = null;
  return {
    fetchPage: async (page, signal) => {
      // One call serves every page: a page the user has left gives up waiting (its signal), the call
      // itself goes on for the page that is wanted now.
      const pending = all ?? fetchAll();
      all = pending;
      let list: Faq[];
      try {
        list = await pending;
      } catch (error) {
        if (all === pending) all = null;
        throw error;
      }
      signal.throwIfAborted();
      return clientPage(list, page, FAQ_PAGE_SIZE);
    },
    forget: () => {
      all = null;
    },
  };
}
