import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CourseInfoCard, type CourseInfoCardProps } from './CourseInfoCard';

const base: CourseInfoCardProps = {
  free: false,
  price: 499,
  priceBefore: 750,
  currency: 'EGP',
  duration: '04:37:00',
  language: 'Arabic',
  students: 2250,
  sections: 6,
  videos: 20,
  subscribe: { busy: false, onSubscribe: () => undefined },
};

const show = (props: Partial<CourseInfoCardProps> = {}) =>
  render(
    <I18nProvider lang="en">
      <CourseInfoCard {...base} {...props} />
    </I18nProvider>,
  );

describe('CourseInfoCard', () => {
  it('shows the price, the earlier price, and the facts', () => {
    const { container } = show();
    expect(container.textContent).toContain('EGP');
    expect(container.querySelector('s')?.textContent).toContain('750');
    expect(container.textContent).toContain('4 h 37 min');
    expect(container.textContent).toContain('2,250 students');
  });

  it("says 'free' for a free course and offers no cart", () => {
    show({ free: true });
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /cart/i })).toBeNull();
  });

  it('subscribes once while busy, adds to the cart, and shows the heart only when given', async () => {
    const user = userEvent.setup();
    const onSubscribe = vi.fn();
    const onAdd = vi.fn();
    const { rerender } = show({ subscribe: { busy: false, onSubscribe }, cart: { busy: false, added: false, onAdd } });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect([onSubscribe.mock.calls.length, onAdd.mock.calls.length]).toEqual([1, 1]);
    expect(screen.queryByRole('button', { name: 'Add to favourites' })).toBeNull();
    rerender(
      <I18nProvider lang="en">
        <CourseInfoCard
          {...base}
          subscribe={{ busy: true, onSubscribe }}
          cart={{ busy: false, added: true, onAdd }}
          favorite={{ active: false, busy: false, onToggle: () => undefined }}
        />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: /In your cart/ }));
    expect([onSubscribe.mock.calls.length, onAdd.mock.calls.length]).toEqual([1, 1]);
    expect(screen.getByRole('button', { name: 'Add to favourites' }).getAttribute('aria-pressed')).toBe('false');
  });
});
