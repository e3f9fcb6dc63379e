import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewList } from './ReviewList';

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
});
