import { I18nProvider } from '@dars/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmailField } from '../TextField';
import { PhoneField, phoneDigits } from './PhoneField';

describe('PhoneField and EmailField', () => {
  it('labels the number and the country in the page language and reports typing', async () => {
    const onChange = vi.fn();
    render(
      <I18nProvider lang="ar">
        <PhoneField value="" onChange={onChange} countryKey="SA" onCountryChange={() => {}} error="مستخدم" required />
        <EmailField value="" onChange={() => {}} />
      </I18nProvider>,
    );
    const phone = screen.getByLabelText('رقم الهاتف');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(phone, { target: { value: '5012' } });
    expect(onChange).toHaveBeenLastCalledWith('5012');
    fireEvent.change(phone, { target: { value: '٠٥٠ ١٢٣-abc' } });
    expect(onChange).toHaveBeenLastCalledWith('050123');
    // The picker loads on its own (lazyPart).
    expect(await screen.findByRole('combobox', { name: 'رمز الدولة' })).toBeTruthy();
    const email = screen.getByLabelText('البريد الإلكتروني');
    expect([email.getAttribute('type'), email.getAttribute('dir'), email.getAttribute('autocomplete')]).toEqual([
      'email',
      'ltr',
      'email',
    ]);
  });
});

describe('phoneDigits', () => {
  it('keeps digits only, turning Arabic-Indic digits into 0-9', () => {
    expect(phoneDigits('٥٠١٢٣٤٥٦٧')).toBe('501234567');
    expect(phoneDigits('۰۹۱۲')).toBe('0912');
    expect(phoneDigits('+966 50-123 abc')).toBe('96650123');
    expect(phoneDigits('')).toBe('');
  });
});
