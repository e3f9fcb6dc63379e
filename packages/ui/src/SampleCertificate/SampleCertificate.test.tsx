import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SampleCertificate } from './SampleCertificate';

describe('SampleCertificate', () => {
  it('writes the product, the sample student and course as text, the date in Arabic digits, the number as it is', () => {
    const { container } = render(
      <I18nProvider lang="ar">
        <SampleCertificate productName="أكاديمية درس" issuedAt="2025-06-15" number="DRS-2025-004812" />
      </I18nProvider>,
    );
    expect(screen.getByRole('figure', { name: 'نموذج الشهادة' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'شهادة إتمام' })).toBeTruthy();
    expect(screen.getByText('تشهد أكاديمية درس بأنّ')).toBeTruthy();
    expect(screen.getByText('سارة أحمد المصري')).toBeTruthy();
    expect(container.textContent).toMatch(/[٠-٩]{4}/);
    const number = screen.getByText('DRS-2025-004812');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(number.parentElement?.textContent).toBe('رقم الشهادة DRS-2025-004812');
  });
});
