import { I18nProvider } from '@dars/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmailField } from '../TextField';
import { PhoneField } from './PhoneField';

describe('PhoneField and EmailField', () => {
  it('labels the number and the country in the page language and reports typing', () => {
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
    expect(onChange).toHaveBeenCalledWith('5012');
    expect(screen.getByRole('combobox', { name: 'رمز الدولة' })).toBeTruthy();
    const email = screen.getByLabelText('البريد الإلكتروني');
    expect([email.getAttribute('type'), email.getAttribute('dir'), email.getAttribute('autocomplete')]).toEqual([
      'email',
      'ltr',
      'email',
    ]);
  });
});
