import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Toast } from './Toast';

const wrap = (ui: ReactNode) => render(<I18nProvider lang="en">{ui}</I18nProvider>);

describe('Toast', () => {
  it('success is a polite status with the message', () => {
    wrap(<Toast open message="Login successful" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Login successful');
  });

  it('info is polite too', () => {
    wrap(<Toast open message="Code sent" tone="info" />);
    expect(screen.getByRole('status').textContent).toBe('Code sent');
  });

  it('a warning is a polite status marked with the warning tone', () => {
    wrap(<Toast open message="Removed from favourites." tone="warning" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Removed from favourites.');
    expect(status.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('warning');
  });

  it('an error is an alert', () => {
    wrap(<Toast open message="Failed to connect" tone="error" />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to connect');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closed: the live region stays, empty, so the next message is announced', () => {
    const { rerender } = wrap(<Toast open={false} message="Login successful" />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(
      <I18nProvider lang="en">
        <Toast open message="Login successful" />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Login successful');
  });
});
