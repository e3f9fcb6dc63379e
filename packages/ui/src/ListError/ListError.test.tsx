import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
