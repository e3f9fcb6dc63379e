import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid, SkeletonGrid } from './CardGrid';

describe('CardGrid', () => {
  it('is a named list of its items', () => {
    render(
      <CardGrid label="Courses">
        <li>One</li>
        <li>Two</li>
      </CardGrid>,
    );
    expect(screen.getByRole('list', { name: 'Courses' }).querySelectorAll('li')).toHaveLength(2);
  });

  it('the compact grid has other columns than the course grid', () => {
    const { container } = render(
      <>
        <CardGrid>
          <li>a</li>
        </CardGrid>
        <CardGrid variant="compact">
          <li>b</li>
        </CardGrid>
      </>,
    );
    const [course, compact] = Array.from(container.querySelectorAll('ul'));
    expect(course?.className).not.toBe(compact?.className);
  });
});

describe('SkeletonGrid', () => {
  it('draws the count of placeholders in the same grid, busy, hidden and announced once', () => {
    const { container } = render(
      <I18nProvider lang="en">
        <CardGrid>
          <li>x</li>
        </CardGrid>
        <SkeletonGrid count={8} variant="course" />
      </I18nProvider>,
    );
    const [grid, skeleton] = Array.from(container.querySelectorAll('ul'));
    expect(skeleton?.className).toBe(grid?.className);
    expect(skeleton?.querySelectorAll('li')).toHaveLength(8);
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton?.closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading the list…');
  });

  it('instructor and category placeholders use the compact grid', () => {
    const { container } = render(
      <I18nProvider lang="ar">
        <CardGrid variant="compact">
          <li>x</li>
        </CardGrid>
        <SkeletonGrid count={4} variant="instructor" />
        <SkeletonGrid count={4} variant="category" />
      </I18nProvider>,
    );
    const [grid, instructors, categories] = Array.from(container.querySelectorAll('ul'));
    expect(instructors?.className).toBe(grid?.className);
    expect(categories?.className).toBe(grid?.className);
  });
});
