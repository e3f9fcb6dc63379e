import { I18nProvider, type Language } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageToggle } from './LanguageToggle';

function renderIn(lang: Language) {
  const onToggle = vi.fn();
  render(
    <I18nProvider lang={lang}>
      <LanguageToggle lang={lang} onToggle={onToggle} />
    </I18nProvider>,
  );
  return onToggle;
}

describe('LanguageToggle', () => {
  it('offers English, in English, when the page is Arabic', () => {
    renderIn('ar');
    const button = screen.getByRole('button', { name: 'English' });
    expect(button.getAttribute('title')).toBe('التبديل إلى الإنجليزية');
    expect(button.querySelector('[lang="en"]')).not.toBeNull();
  });

  it('offers Arabic, in Arabic, when the page is English', () => {
    renderIn('en');
    const button = screen.getByRole('button', { name: 'العربية' });
    expect(button.getAttribute('title')).toBe('Switch to Arabic');
    expect(button.querySelector('[lang="ar"]')?.textContent).toBe('العربية');
  });

  it('calls onToggle on click and with the keyboard', async () => {
    const onToggle = renderIn('ar');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button'));
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });
});
