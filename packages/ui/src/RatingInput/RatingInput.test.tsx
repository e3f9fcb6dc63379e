import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RatingInput } from './RatingInput';

function Controlled({ onChange, error }: { onChange: (n: number) => void; error?: string }) {
  const [value, setValue] = useState(0);
  return (
    <RatingInput
      label="How would you rate this course?"
      value={value}
      error={error}
      autoFocus
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

const show = (lang: 'ar' | 'en', props: { error?: string } = {}) => {
  const onChange = vi.fn();
  render(
    <I18nProvider lang={lang}>
      <div dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        <Controlled onChange={onChange} {...props} />
      </div>
    </I18nProvider>,
  );
  return onChange;
};

describe('RatingInput', () => {
  it('is a group of five radios named "n of 5", the first focused when none is chosen', () => {
    show('en');
    expect(screen.getByRole('group', { name: 'How would you rate this course?' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 of 5' }));
  });

  it('chooses by click and fills the stars up to the choice', async () => {
    const onChange = show('en');
    await userEvent.setup().click(screen.getByRole('radio', { name: '4 of 5' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(document.querySelectorAll('[data-on]')).toHaveLength(4);
  });

  it('reads the stars in Arabic with Arabic-Indic digits, and ties a message to the group', () => {
    show('ar', { error: 'يرجى اختيار تقييم للمتابعة.' });
    expect(screen.getByRole('radio', { name: '٤ من ٥' })).toBeTruthy();
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'يرجى اختيار تقييم للمتابعة.',
    );
  });
});
