import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FavoriteButton } from './FavoriteButton';

describe('FavoriteButton', () => {
  it('says its state, toggles, and ignores presses while busy', async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <I18nProvider lang="en">
        <FavoriteButton active={false} busy={false} onToggle={onToggle} />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to favourites' }));
    rerender(
      <I18nProvider lang="en">
        <FavoriteButton active busy onToggle={onToggle} />
      </I18nProvider>,
    );
    const heart = screen.getByRole('button', { name: 'Remove from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await user.click(heart);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
