import { I18nProvider, type Language } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CertificateCard, type CertificateCardProps, isWebUrl } from './CertificateCard';

function renderCard(props: Partial<CertificateCardProps> = {}, lang: Language = 'en') {
  return render(
    <I18nProvider lang={lang}>
      <CertificateCard
        courseTitle="Data analysis basics"
        issuedAt="2025-03-04T10:00:00Z"
        downloadHref="https://example.com/cert/1.pdf"
        {...props}
      />
    </I18nProvider>,
  );
}

describe('isWebUrl', () => {
  it('accepts only absolute http(s) URLs', () => {
    expect(isWebUrl('https://a.example/x.pdf')).toBe(true);
    expect(isWebUrl('http://a.example/x.pdf')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,hi')).toBe(false);
    expect(isWebUrl('/relative.pdf')).toBe(false);
    expect(isWebUrl('')).toBe(false);
    expect(isWebUrl(null)).toBe(false);
  });
});

describe('CertificateCard', () => {
  it('shows the course, the issue date and a download link that opens in a new tab with noopener', () => {
    renderCard();
    expect(screen.getByText('Data analysis basics')).toBeTruthy();
    expect(screen.getByText('Issued on Mar 4, 2025')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download certificate: Data analysis basics (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://example.com/cert/1.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('Download certificate');
  });

  it('shows the fallback text when the date is missing', () => {
    renderCard({ issuedAt: null });
    expect(screen.getByText('Issue date not available')).toBeTruthy();
  });

  it('has no link without an href, or with one that is not http(s)', () => {
    const { unmount } = renderCard({ downloadHref: null });
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderCard({ downloadHref: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('writes the date in Arabic', () => {
    renderCard({ courseTitle: 'أساسيات تحليل البيانات' }, 'ar');
    expect(screen.getByText(/٢٠٢٥/)).toBeTruthy();
    expect(screen.getByRole('link').textContent).toMatch(/^تحميل الشهادة: أساسيات/);
  });
});
