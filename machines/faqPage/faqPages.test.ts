import { ApiError, type Faq } from '@dars/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { pagedListMachine, pageItems } from '../pagedList';
import { flush } from '../testing';
import { clientPage, FAQ_PAGE_SIZE, faqPages } from './faqPages';

const faqs = (n: number): Faq[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, question: `Q${i + 1}`, answer: `<p>A${i + 1}</p>` }));

/** The FAQ pages behind the one paged-list machine, with the whole-list call in the test's hands. */
function start(page = 1) {
  const calls: { resolve: (v: Faq[]) => void; reject: (e: unknown) => void }[] = [];
  const fetchAll = vi.fn(
    () =>
      new Promise<Faq[]>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  const pages = faqPages(fetchAll);
  const pageCorrected = vi.fn();
  const actor = createActor(
    pagedListMachine.provide({ actions: { pageCorrected: (_, params) => pageCorrected(params.page) } }),
    { input: { fetchPage: pages.fetchPage, page } },
  ).start();
  const shown = () => pageItems<Faq>(actor.getSnapshot()).map((f) => f.id);
  const answer = async (value: Faq[]) => {
    calls.at(-1)?.resolve(value);
    await flush();
  };
  return { actor, pages, fetchAll, calls, shown, answer, pageCorrected };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('clientPage', () => {
  it('cuts 10 a page and counts the pages (one for an empty list)', () => {
    expect(FAQ_PAGE_SIZE).toBe(10);
    expect(clientPage(faqs(23), 3, 10)).toEqual({ items: faqs(23).slice(20), lastPage: 3 });
    expect(clientPage([], 1, 10)).toEqual({ items: [], lastPage: 1 });
    expect(clientPage(faqs(10), 1, 10).lastPage).toBe(1);
  });
});

describe('faqPages with the paged-list machine', () => {
  it('shows the first 10 of the whole list, then the next 10 without asking again', async () => {
    const { actor, fetchAll, shown, answer } = start();
    expect(fetchAll).toHaveBeenCalledTimes(1);
    await answer(faqs(23));
    expect(shown()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(actor.getSnapshot().context.lastPage).toBe(3);
    actor.send({ type: 'list.page', page: 3 });
    await flush();
    expect(shown()).toEqual([21, 22, 23]);
    expect(fetchAll).toHaveBeenCalledTimes(1);
  });

  it('a page past the last is corrected to the last', async () => {
    const { answer, pageCorrected, shown } = start(9);
    await answer(faqs(12));
    await flush();
    expect(pageCorrected).toHaveBeenCalledWith(2);
    expect(shown()).toEqual([11, 12]);
  });

  it('no questions: the empty state', async () => {
    const { actor, answer } = start();
    await answer([]);
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
  });

  it('a failure is not kept: retry asks the server again', async () => {
    const { actor, calls, fetchAll, shown, answer } = start();
    calls[0]?.reject(new ApiError('http', { status: 500 }));
    await flush();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'list.retry' });
    expect(fetchAll).toHaveBeenCalledTimes(2);
    await answer(faqs(3));
    expect(shown()).toEqual([1, 2, 3]);
  });

  it('moving on while the list loads gives up the old page, not the call', async () => {
    const { actor, fetchAll, shown, answer } = start();
    actor.send({ type: 'list.page', page: 2 });
    await answer(faqs(15));
    expect(fetchAll).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual([11, 12, 13, 14, 15]);
  });

  it('after a language change the next load asks again', async () => {
    const { actor, pages, fetchAll, answer } = start();
    await answer(faqs(5));
    pages.forget();
    actor.send({ type: 'list.reload' });
    expect(fetchAll).toHaveBeenCalledTimes(2);
  });
});
