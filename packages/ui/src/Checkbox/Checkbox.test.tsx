import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Remember me"
      name="remember"
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('is a native checkbox named by its label', () => {
    render(
      <I18nProvider lang="en">
        <Checkbox label="Remember me" checked onChange={() => {}} name="remember" />
      </I18nProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toHaveProperty('checked', true);
    expect(box.getAttribute('name')).toBe('remember');
  });

  it('toggles from the box, the label and the keyboard', async () => {
    const onChange = vi.fn();
    render(
      <I18nProvider lang="ar">
        <Controlled onChange={onChange} />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox');
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toHaveProperty('checked', true);
    await user.click(screen.getByText('Remember me'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    box.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
