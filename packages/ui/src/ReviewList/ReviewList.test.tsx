import { I18nProvider } from '@dars/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LONG_COMMENT_CHARS, ReviewList } from './ReviewList';

const reviews = [
  {
    id: 1,
    rate: 5,
    comment: 'Clear and practical.\nThank you!',
    createdAt: '2025-02-01T10:00:00Z',
    user: { name: 'Mona', image: null },
  },
  {
    id: 2,
    rate: 3,
    comment: '<b>not html</b>',
    createdAt: '2025-01-05T10:00:00Z',
    user: { name: 'Omar', image: '/o.svg' },
  },
];

describe('ReviewList', () => {
  it('shows each reviewer, stars and comment as plain text; pages only when there is more than one', () => {
    const { container, rerender } = render(
      <I18nProvider lang="en">
        <ReviewList reviews={reviews} page={1} pageCount={1} hrefFor={(n) => `?reviews=${n}`} />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('img', { name: '5 stars' })).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>not html</b>')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(
      <I18nProvider lang="en">
        <ReviewList reviews={reviews} page={2} pageCount={3} hrefFor={(n) => `?reviews=${n}`} />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it("says 'no reviews' when there are none", () => {
    render(
      <I18nProvider lang="en">
        <ReviewList reviews={[]} page={1} pageCount={1} hrefFor={() => ''} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('No one has reviewed this course yet.');
  });

  it('shows the first lines of a long comment (5,000 characters) and a button for the whole of it, and back', () => {
    const long = `${'Detailed notes on every lesson. '.repeat(156)}The end.`;
    expect(long.length).toBeGreaterThan(4999);
    render(
      <I18nProvider lang="en">
        <ReviewList
          reviews={[{ ...reviews[0], id: 9, comment: long }, ...reviews] as typeof reviews}
          page={1}
          pageCount={1}
          hrefFor={() => ''}
        />
      </I18nProvider>,
    );
    // One button, for the long comment only; the whole text is in the page, clamped.
    const more = screen.getByRole('button', { name: 'Read the whole review' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(text?.textContent).toBe(long);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const clampedClass = text?.className;
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('Show less');
    expect(text?.className).not.toBe(clampedClass);
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(text?.className).toBe(clampedClass);
  });

  it('treats a comment of many short lines as long too; one just under the limit is shown whole', () => {
    const lines = Array.from({ length: 8 }, (_, i) => `line ${i + 1}`).join('\n');
    const under = 'x'.repeat(LONG_COMMENT_CHARS);
    render(
      <I18nProvider lang="ar">
        <ReviewList
          reviews={
            [
              { ...reviews[0], id: 7, comment: lines },
              { ...reviews[1], id: 8, comment: under },
            ] as typeof reviews
          }
          page={1}
          pageCount={1}
          hrefFor={() => ''}
        />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['اقرأ التقييم كاملًا']);
  });
});
