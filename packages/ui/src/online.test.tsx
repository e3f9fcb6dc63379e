import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFailedWriteWords } from './online';

function Failed({ words }: { words: string }) {
  const inWords = useFailedWriteWords();
  return <p>{inWords(words)}</p>;
}

afterEach(() => {
  delete (navigator as { onLine?: boolean }).onLine;
});

describe('a failed write in words', () => {
  it('offline, says it needs a connection and nothing typed is lost, in the page’s language', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    render(
      <I18nProvider lang="ar">
        <Failed words="تعذّر الإرسال." />
      </I18nProvider>,
    );
    expect(screen.getByText(/أنت غير متصل بالإنترنت: يتطلّب هذا اتصالًا/)).toBeTruthy();
    expect(screen.queryByText('تعذّر الإرسال.')).toBeNull();
  });

  it('online, the screen’s own words', () => {
    render(
      <I18nProvider lang="en">
        <Failed words="Could not send." />
      </I18nProvider>,
    );
    expect(screen.getByText('Could not send.')).toBeTruthy();
  });
});
