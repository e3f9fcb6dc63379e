import { I18nProvider } from '@dars/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offlinePages } from '../online';
import { ListError } from './ListError';

describe('ListError', () => {
  it('says the message as an alert and retries on the button', async () => {
    const onRetry = vi.fn();
    render(
      <I18nProvider lang="ar">
        <ListError message="حدث خطأ أثناء جلب الدورات، يرجى المحاولة لاحقًا." onRetry={onRetry} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('حدث خطأ أثناء جلب الدورات، يرجى المحاولة لاحقًا.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offline, says the page was not saved for offline reading, and tries again by itself once back online', () => {
    const onRetry = vi.fn();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      render(
        <I18nProvider lang="en">
          <ListError message="Error while fetching courses." onRetry={onRetry} />
        </I18nProvider>,
      );
      expect(screen.getByText(/was not saved for reading offline/)).toBeTruthy();
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(onRetry).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(/was not saved for reading offline/)).toBeNull();
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
    }
  });

  it('offline, links to the pages that open offline, not to this one; online, to none', () => {
    // This page is /courses (an earlier test of the worker may have left the address anywhere).
    const before = `${window.location.pathname}${window.location.search}`;
    window.history.replaceState(null, '', '/courses');
    offlinePages.set([
      { href: '/faq', label: 'FAQ' },
      { href: '/courses', label: 'Courses' },
    ]);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const { unmount } = render(
        <I18nProvider lang="en">
          <ListError message="Error while fetching courses." onRetry={() => {}} />
        </I18nProvider>,
      );
      const pages = screen.getByRole('navigation', { name: 'Pages you can open offline:' });
      expect([...pages.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
        ['FAQ', '/faq'],
      ]);
      unmount();
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      render(
        <I18nProvider lang="en">
          <ListError message="Error while fetching courses." onRetry={() => {}} />
        </I18nProvider>,
      );
      expect(screen.queryByRole('navigation')).toBeNull();
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      offlinePages.set([]);
      window.history.replaceState(null, '', before);
    }
  });
});
