import { createI18nValue, I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Failure, FailureAlert, type FailureWords, failureText, fieldError } from './FailureAlert';

const show = (failure: Failure | null, lang: 'ar' | 'en' = 'en') =>
  render(
    <I18nProvider lang={lang}>
      <FailureAlert failure={failure} fallback="Could not save." />
    </I18nProvider>,
  );

describe('FailureAlert', () => {
  it('shows nothing without a failure', () => {
    const { container } = show(null);
    expect(container.textContent).toBe('');
  });

  it("shows a refusal in the server's words, else the screen's fallback", () => {
    show({ kind: 'server', status: 422, message: 'The email has already been taken.' });
    expect(screen.getByRole('alert').textContent).toContain('The email has already been taken.');
  });

  it('falls back to the screen text when a refusal has no message', () => {
    show({ kind: 'server', status: 403, message: null });
    expect(screen.getByRole('alert').textContent).toContain('Could not save.');
  });

  it("says the session has ended for a 401 to a signed-in call, never the server's raw 'Unauthenticated.'", () => {
    show({ kind: 'server', status: 401, message: 'Unauthenticated.', sessionEnded: true }, 'ar');
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).not.toContain('Unauthenticated.');
    expect(text).toContain('انتهت');
  });

  it('a 401 to a login (no session) is a refusal in the server’s words', () => {
    show({ kind: 'server', status: 401, message: 'These credentials do not match our records.' });
    expect(screen.getByRole('alert').textContent).toContain('These credentials do not match our records.');
  });

  it('never shows the raw text of a server error', () => {
    show({ kind: 'server', status: 500, message: 'Internal Server Error' }, 'ar');
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).not.toContain('Internal Server Error');
    expect(text).toContain('حدث خطأ في الخادم');
  });

  it('has one text for no connection and one for an unreadable answer', () => {
    const { unmount } = show({ kind: 'network', message: null });
    expect(screen.getByRole('alert').textContent).toContain('Failed to connect to the server');
    unmount();
    show({ kind: 'shape', message: null });
    expect(screen.getByRole('alert').textContent).toContain('could not be read');
  });
});

describe('FailureAlert with a title (the words of the popup that went before it)', () => {
  const titled = (failure: Failure) =>
    render(
      <I18nProvider lang="en">
        <FailureAlert failure={failure} fallback="Could not save." title="Could not save." />
      </I18nProvider>,
    );

  it('says the title, then the reason', () => {
    titled({ kind: 'network', message: null });
    const alert = screen.getByRole('alert');
    expect(alert.querySelectorAll('p')[0]?.textContent).toBe('Could not save.');
    expect(alert.textContent).toContain('Failed to connect to the server');
  });

  it('does not say the fallback twice when it is the title', () => {
    titled({ kind: 'server', status: 403, message: null });
    expect(screen.getByRole('alert').textContent).toBe('Could not save.');
  });
});

describe('failureText with a screen’s own words (the pay buttons: spec section 8)', () => {
  const { t } = createI18nValue('ar');
  const words: FailureWords = {
    refused: 'حدث خطأ أثناء الاشتراك.',
    serverError: 'حدث خطأ أثناء الاشتراك.',
    unreadable: 'تعذّر الاشتراك، يرجى المحاولة لاحقًا.',
    noAnswer: 'تعذّر الاشتراك، يرجى المحاولة لاحقًا.',
  };

  it.each<[string, Failure, string]>([
    [
      'a 4xx refusal: its message',
      { kind: 'server', status: 422, message: 'هذه الدورة لم تعد متاحة.' },
      'هذه الدورة لم تعد متاحة.',
    ],
    ['a 4xx refusal without one: the screen’s refusal', { kind: 'server', status: 409, message: null }, words.refused],
    [
      'a 5xx with a JSON message: never its text',
      { kind: 'server', status: 500, message: 'SQLSTATE[HY000]: General error' },
      words.serverError ?? '',
    ],
    ['a 5xx with an HTML body', { kind: 'server', status: 502, message: null }, words.serverError ?? ''],
    ['an unreadable or empty answer', { kind: 'shape', message: null }, words.unreadable ?? ''],
    ['no answer', { kind: 'network', message: null }, words.noAnswer ?? ''],
  ])('%s', (_, failure, shown) => {
    expect(failureText(failure, words, t)).toBe(shown);
  });

  it('the words a screen leaves out are the app’s one text for each; an ended session is said the one way', () => {
    const only = { refused: 'تعذّر الحفظ.' };
    expect(failureText({ kind: 'server', status: 503, message: 'Service Unavailable' }, only, t)).toBe(
      t('errors.serverError'),
    );
    expect(failureText({ kind: 'shape', message: null }, only, t)).toBe(t('errors.unexpectedAnswer'));
    expect(failureText({ kind: 'network', message: null }, only, t)).toBe(t('errors.connectionFailed'));
    const ended: Failure = { kind: 'server', status: 401, message: 'Unauthenticated.', sessionEnded: true };
    expect(failureText(ended, words, t)).toBe(t('auth.sessionEnded'));
  });

  it('no answer while the browser is offline says it needs a connection and that nothing typed is lost', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      expect(failureText({ kind: 'network', message: null }, words, t)).toBe(t('offline.needsConnection'));
      // A server's answer is still the server's, offline or not.
      expect(failureText({ kind: 'server', status: 422, message: 'The email has already been taken.' }, words, t)).toBe(
        'The email has already been taken.',
      );
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
    }
  });
});

describe('fieldError', () => {
  it("returns the server's error for a field, else null", () => {
    const failure: Failure = { kind: 'server', status: 422, message: null, fieldErrors: { email: 'taken' } };
    expect(fieldError(failure, 'email')).toBe('taken');
    expect(fieldError(failure, 'name')).toBeNull();
    expect(fieldError(null, 'email')).toBeNull();
  });
});
