import type { Page } from '@dars/api';
import { I18nProvider, type Language } from '@dars/i18n';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { readPage, usePagedList, usePagedRoute, withPage } from './pagedRoute';

describe('readPage', () => {
  it('reads ?page=n', () => {
    expect(readPage('page=3')).toBe(3);
    expect(readPage('?term=css&page=12')).toBe(12);
  });

  it('is 1 when the page is missing or not a whole number of at least 1', () => {
    for (const search of ['', 'term=x', 'page=', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=2x', 'page=1e3'])
      expect(readPage(search), search).toBe(1);
  });
});

describe('withPage', () => {
  it('sets the page and keeps the other parameters in order', () => {
    expect(withPage('/search-result', 'term=css', 2)).toBe('/search-result?term=css&page=2');
    expect(withPage('/search-result', 'page=4&term=css', 2)).toBe('/search-result?page=2&term=css');
  });

  it('writes page 1 without a page parameter', () => {
    expect(withPage('/departments', 'page=3', 1)).toBe('/departments');
    expect(withPage('/search-result', 'term=%D8%A7%D9%84&page=2', 1)).toBe('/search-result?term=%D8%A7%D9%84');
  });
});

function Probe() {
  const { page, hrefFor, replacePage } = usePagedRoute('list-title');
  return (
    <>
      <h1 id="list-title">List</h1>
      <output aria-label="page">{page}</output>
      <output aria-label="next">{hrefFor(page + 1)}</output>
      <button type="button" onClick={() => replacePage(1)}>
        correct
      </button>
    </>
  );
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Probe />
    </Router>,
  );
  return location;
}

describe('usePagedRoute', () => {
  it('reads the URL’s page and links the others on the same path', () => {
    renderAt('/search-result?term=css&page=2');
    expect(screen.getByLabelText('page').textContent).toBe('2');
    expect(screen.getByLabelText('next').textContent).toBe('/search-result?term=css&page=3');
  });

  it('on a page change, scrolls to the top and focuses the list heading (not on the first render)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const location = renderAt('/departments');
    const heading = screen.getByRole('heading', { name: 'List' });
    expect(document.activeElement).not.toBe(heading);
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => location.navigate('/departments?page=2'));
    expect(screen.getByLabelText('page').textContent).toBe('2');
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });

  it('a correction replaces the URL (no new history entry) and moves neither scroll nor focus', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const location = renderAt('/my_fav?page=5');
    act(() => screen.getByRole('button', { name: 'correct' }).click());
    expect(location.history).toEqual(['/my_fav']);
    expect(screen.getByLabelText('page').textContent).toBe('1');
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});

type Item = { id: number };

function ListProbe({ fetchPage }: { fetchPage: (page: number, signal: AbortSignal) => Promise<Page<Item>> }) {
  const list = usePagedList<Item>(fetchPage, 'list-title');
  return (
    <>
      <h1 id="list-title">List</h1>
      <output aria-label="status">{list.status}</output>
      <output aria-label="items">{list.items.map((i) => i.id).join(',')}</output>
      <button type="button" onClick={() => list.remove(list.items[0]?.id ?? 0)}>
        remove
      </button>
    </>
  );
}

function renderList(path: string, fetchPage: (page: number) => Page<Item>) {
  const location = memoryLocation({ path, record: true });
  const calls: number[] = [];
  const fetcher = async (page: number) => {
    calls.push(page);
    return fetchPage(page);
  };
  const ui = (lang: Language) => (
    <I18nProvider lang={lang}>
      <Router hook={location.hook}>
        <ListProbe fetchPage={fetcher} />
      </Router>
    </I18nProvider>
  );
  const view = render(ui('ar'));
  return { location, calls, relang: (lang: Language) => view.rerender(ui(lang)) };
}

const text = (label: string) => screen.getByLabelText(label).textContent;

describe('usePagedList', () => {
  it('fetches the URL’s page, follows the URL to another page, and fetches again in a new language', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { location, calls, relang } = renderList('/departments?page=2', (page) => ({
      items: [{ id: page * 10 }],
      lastPage: 3,
    }));
    await waitFor(() => expect(text('items')).toBe('20'));
    act(() => location.navigate('/departments?page=3'));
    await waitFor(() => expect(text('items')).toBe('30'));
    relang('en');
    await waitFor(() => expect(calls).toEqual([2, 3, 3]));
    expect(text('status')).toBe('loaded');
    scrollTo.mockRestore();
  });

  it('a page past the last one is replaced in the URL by the last page', async () => {
    const { location, calls } = renderList('/my_fav?page=9', (page) =>
      page > 2 ? { items: [], lastPage: 2 } : { items: [{ id: page }], lastPage: 2 },
    );
    await waitFor(() => expect(text('items')).toBe('2'));
    expect(location.history).toEqual(['/my_fav?page=2']);
    expect(calls).toEqual([9, 2]);
  });

  it('removing the only item of the only page shows the empty state', async () => {
    renderList('/my_fav', () => ({ items: [{ id: 7 }], lastPage: 1 }));
    await waitFor(() => expect(text('items')).toBe('7'));
    act(() => screen.getByRole('button', { name: 'remove' }).click());
    expect(text('status')).toBe('empty');
  });
});
