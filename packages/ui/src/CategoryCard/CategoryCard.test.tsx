import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryCard } from './CategoryCard';

describe('CategoryCard', () => {
  it('shows the image, title and the course count in words', () => {
    const { container } = render(
      <I18nProvider lang="en">
        <CategoryCard title="Programming" image="/demo-media/categories/1.svg" coursesCount={12} />
      </I18nProvider>,
    );
    expect(screen.getByText('Programming')).toBeTruthy();
    expect(screen.getByText('12 courses')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('width')).toBe('72');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a placeholder icon without an image, and Arabic plural forms', () => {
    const { container } = render(
      <I18nProvider lang="ar">
        <CategoryCard title="تطوير الذات" image={null} coursesCount={2} />
        <CategoryCard title="اللغات" image="" coursesCount={1} />
      </I18nProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(2);
    expect(screen.getByText('دورتان')).toBeTruthy();
    expect(screen.getByText('دورة واحدة')).toBeTruthy();
  });

  it('is one link when given an href', () => {
    render(
      <I18nProvider lang="en">
        <CategoryCard title="Design" image={null} coursesCount={0} href="/courses-page?category=2" />
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: /Design/ });
    expect(link.getAttribute('href')).toBe('/courses-page?category=2');
    expect(link.textContent).toContain('No courses');
  });
});
