import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionHeader } from './SectionHeader';

describe('SectionHeader', () => {
  it('is an h2 with its id and a view-all link described by it', () => {
    render(
      <I18nProvider lang="en">
        <SectionHeader title="Free courses" id="free" viewAll={{ href: '/courses-page?status=free' }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Free courses' }).id).toBe('free');
    const link = screen.getByRole('link', { name: 'View all' });
    expect(link.getAttribute('href')).toBe('/courses-page?status=free');
    expect(link.getAttribute('aria-describedby')).toBe('free');
  });

  it('a label of its own, or no link at all', () => {
    const { unmount } = render(
      <I18nProvider lang="ar">
        <SectionHeader title="دوراتي" viewAll={{ href: '/my-courses', label: 'كل دوراتي' }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'كل دوراتي' })).toBeTruthy();
    unmount();
    render(
      <I18nProvider lang="ar">
        <SectionHeader title="المدرّبون" />
      </I18nProvider>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
