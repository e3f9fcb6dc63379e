import { I18nProvider, type Language } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert, type AlertTone } from './Alert';

const renderAlert = (tone: AlertTone, title?: string, lang: Language = 'en') =>
  render(
    <I18nProvider lang={lang}>
      <Alert tone={tone} title={title}>
        Message
      </Alert>
    </I18nProvider>,
  );

describe('Alert', () => {
  it('an error is an alert', () => {
    renderAlert('error', 'Login failed');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Login failedMessage');
    expect(alert.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each(['success', 'info', 'warning'] as const)('%s is a polite status', (tone) => {
    renderAlert(tone);
    expect(screen.getByRole('status').getAttribute('data-tone')).toBe(tone);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a title, screen readers hear the tone first', () => {
    renderAlert('error', undefined, 'ar');
    expect(screen.getByRole('alert').textContent).toBe('خطأ: Message');
  });

  it('with a title, no hidden tone name', () => {
    renderAlert('warning', 'Heads up');
    expect(screen.getByRole('status').textContent).toBe('Heads upMessage');
  });
});
