import { I18nProvider, type Language } from '@dars/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '../Link';
import { Pagination } from './Pagination';
import { pageItems } from './pages';

const shape = (page: number, last: number) =>
  pageItems(page, last).map((item) => (item.kind === 'gap' ? '…' : item.page));

const hrefFor = (page: number) => `/courses-page?category=2&page=${page}`;

function renderPagination(page: number, lastPage: number, lang: Language = 'en', navigate = vi.fn()) {
  const utils = render(
    <I18nProvider lang={lang}>
      <NavigationProvider navigate={navigate}>
        <div dir={lang === 'ar' ? 'rtl' : 'ltr'}>
          <Pagination page={page} lastPage={lastPage} hrefFor={hrefFor} />
        </div>
      </NavigationProvider>
    </I18nProvider>,
  );
  return { navigate, ...utils };
}

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(shape(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(shape(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts gaps around the current page when there are many', () => {
    expect(shape(1, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(shape(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(shape(20, 20)).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  it('keeps seven places near the ends and in the middle, never a gap of one page', () => {
    expect(shape(4, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(shape(5, 20)).toEqual([1, '…', 4, 5, 6, '…', 20]);
    expect(shape(16, 20)).toEqual([1, '…', 15, 16, 17, '…', 20]);
    expect(shape(17, 20)).toEqual([1, '…', 16, 17, 18, 19, 20]);
    expect(shape(4, 8)).toEqual([1, 2, 3, 4, 5, '…', 8]);
  });

  it('clamps a page out of range', () => {
    expect(shape(99, 3)).toEqual([1, 2, 3]);
    expect(shape(-4, 3)).toEqual([1, 2, 3]);
  });
});

describe('Pagination', () => {
  it('renders nothing for one page or none', () => {
    const { container } = renderPagination(1, 1);
    expect(container.querySelector('nav')).toBeNull();
    renderPagination(1, 0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links each page, marks the current one and links previous and next (English)', () => {
    renderPagination(3, 10);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav)
      .getAllByRole('link', { name: /^Go to page/ })
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(numbers).toEqual([
      ['1', hrefFor(1)],
      ['2', hrefFor(2)],
      ['3', hrefFor(3)],
      ['4', hrefFor(4)],
      ['5', hrefFor(5)],
      ['10', hrefFor(10)],
    ]);
    const current = within(nav).getByRole('link', { name: 'Go to page 3' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((a) => a.hasAttribute('aria-current')),
    ).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(hrefFor(2));
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(hrefFor(4));
  });

  it('in Arabic: Arabic-Indic numbers, the same links, previous first in the row (at the right)', () => {
    renderPagination(2, 4, 'ar');
    const nav = screen.getByRole('navigation', { name: 'التنقل بين الصفحات' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['السابق', '١', '٢', '٣', '٤', 'التالي']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([1, 1, 2, 3, 4, 3].map(hrefFor));
    expect(within(nav).getByRole('link', { name: 'الانتقال إلى الصفحة ٢' }).getAttribute('aria-current')).toBe('page');
    expect(nav.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('no previous link on the first page, no next link on the last', () => {
    const { unmount } = renderPagination(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
    unmount();
    renderPagination(3, 3);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toBeTruthy();
  });

  it('a click shows the page as current at once and navigates client-side after the paint', async () => {
    const { navigate } = renderPagination(1, 3);
    // One click, dispatched at once: what it renders is on screen before any later task (the paint's) runs.
    fireEvent.click(screen.getByRole('link', { name: 'Go to page 2' }));
    // The tapped page is current at once; the address follows after the paint.
    expect(screen.getByRole('link', { name: 'Go to page 2' }).getAttribute('aria-current')).toBe('page');
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(hrefFor(2)));
  });
});

describe('Pagination on the narrowest phones', () => {
  it('below 480 px the current page has no neighbours, so the row stays short', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) =>
      ({
        matches: !query.includes('min-width: 480px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList) as typeof window.matchMedia;
    try {
      renderPagination(10, 24);
      const numbers = screen.getAllByRole('link', { name: /^Go to page/ }).map((a) => a.textContent);
      expect(numbers).toEqual(['1', '10', '24']);
    } finally {
      window.matchMedia = original;
    }
  });

  it('pageItems without siblings keeps five places', () => {
    expect(shape(1, 24)).toEqual([1, 2, 3, 4, 5, '…', 24]);
    const narrow = (page: number) => pageItems(page, 24, 0).map((i) => (i.kind === 'gap' ? '…' : i.page));
    expect(narrow(1)).toEqual([1, 2, 3, '…', 24]);
    expect(narrow(10)).toEqual([1, '…', 10, '…', 24]);
    expect(narrow(24)).toEqual([1, '…', 22, 23, 24]);
  });
});
