import { I18nProvider, type Language } from '@dars/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput, type CodeInputProps, readPastedCode, toCodeDigits } from './CodeInput';

function Stateful({ value, onChange, ...rest }: CodeInputProps) {
  const [code, setCode] = useState(value);
  return (
    <CodeInput
      {...rest}
      value={code}
      onChange={(next) => {
        setCode(next);
        onChange(next);
      }}
    />
  );
}

function renderCode(props: Partial<CodeInputProps> = {}, lang: Language = 'en') {
  const onChange = vi.fn();
  render(
    <I18nProvider lang={lang}>
      <Stateful label="Verification code" value="" onChange={onChange} {...props} />
    </I18nProvider>,
  );
  const boxes = within(screen.getByRole('group')).getAllByRole('textbox') as HTMLInputElement[];
  const box = (index: number) => boxes[index] as HTMLInputElement;
  const shown = () => boxes.map((b) => b.value).join('');
  return { onChange, boxes, box, shown, user: userEvent.setup() };
}

describe('readPastedCode', () => {
  it('takes digits (Arabic-Indic converted) and separators; refuses letters and too many digits', () => {
    expect(readPastedCode('١٢٣-٤٥٦', 6)).toEqual({ digits: '123456' });
    expect(readPastedCode(' 12 34 ', 6)).toEqual({ digits: '1234' });
    expect(readPastedCode('12a456', 6)).toEqual({ refused: 'digitsOnly' });
    expect(readPastedCode('1234567', 6)).toEqual({ refused: 'tooLong' });
  });
});

describe('toCodeDigits', () => {
  it('keeps ASCII digits, converts Arabic-Indic ones and drops the rest', () => {
    expect(toCodeDigits(' 12-a٣٤ ۵6 ')).toBe('123456');
  });
});

describe('CodeInput', () => {
  it('labels the left-to-right group and names every box, in both languages', () => {
    const { boxes } = renderCode({}, 'ar');
    const group = screen.getByRole('group', { name: 'Verification code' });
    expect(group.getAttribute('dir')).toBe('ltr');
    expect(boxes).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'الرقم ١ من ٦' })).toBe(boxes[0]);
    expect(screen.getByRole('textbox', { name: 'الرقم ٦ من ٦' })).toBe(boxes[5]);
    for (const box of boxes) expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('names the boxes in English and honours length', () => {
    renderCode({ length: 4 });
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 4' })).toBeTruthy();
  });

  it('renders the value prop into the boxes', () => {
    const { shown, boxes } = renderCode({ value: '123' });
    expect(shown()).toBe('123');
    expect(boxes.map((b) => b.value)).toEqual(['1', '2', '3', '', '', '']);
    // Only the first empty box is a Tab stop.
    expect(boxes.map((b) => b.tabIndex)).toEqual([-1, -1, -1, 0, -1, -1]);
  });

  it('typing a digit fills the box, moves to the next and joins the digits', async () => {
    const { user, box, onChange, shown } = renderCode();
    await user.click(box(0));
    await user.keyboard('12');
    expect(box(2)).toBe(document.activeElement);
    await user.keyboard('3456');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['1', '12', '123', '1234', '12345', '123456']);
    expect(shown()).toBe('123456');
    expect(box(5)).toBe(document.activeElement);
  });

  it('refuses anything but digits with a message, which goes with the next digit', async () => {
    const { user, box, onChange, shown, boxes } = renderCode();
    await user.click(box(0));
    await user.keyboard('a');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The code is made of digits only.');
    for (const b of boxes) {
      expect(b.getAttribute('aria-invalid')).toBe('true');
      expect(b.getAttribute('aria-describedby')).toBe(alert.querySelector('p')?.id);
    }
    await user.keyboard('7x');
    expect(onChange.mock.calls).toEqual([['7']]);
    expect(shown()).toBe('7');
    expect(box(1)).toBe(document.activeElement);
    expect(screen.getByRole('alert').textContent).toBe('The code is made of digits only.');
    await user.keyboard('8');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(box(0).hasAttribute('aria-invalid')).toBe(false);
  });

  it('tells in Arabic too', async () => {
    const { user, box } = renderCode({}, 'ar');
    await user.click(box(0));
    await user.keyboard('ب');
    expect(screen.getByRole('alert').textContent).toBe('يتكوّن الرمز من أرقام فقط.');
  });

  it('converts Arabic-Indic digits to 0-9', async () => {
    const { user, box, onChange } = renderCode();
    await user.click(box(0));
    await user.keyboard('٤٢');
    expect(onChange).toHaveBeenLastCalledWith('42');
  });

  it('typing over a filled box replaces its digit', async () => {
    const { user, box, onChange } = renderCode({ value: '123456' });
    await user.click(box(2));
    await user.keyboard('9');
    expect(onChange).toHaveBeenLastCalledWith('129456');
    expect(box(3)).toBe(document.activeElement);
  });

  it('clicking past the first empty box lands on the first empty box', async () => {
    const { user, box } = renderCode({ value: '12' });
    await user.click(box(5));
    expect(box(2)).toBe(document.activeElement);
  });

  it('Backspace clears the current box, or moves back and clears the previous one', async () => {
    const { user, box, onChange, shown } = renderCode({ value: '123' });
    await user.click(box(3));
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('12');
    expect(box(2)).toBe(document.activeElement);
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('1');
    expect(box(1)).toBe(document.activeElement);
    expect(shown()).toBe('1');

    // On a filled box: clears it and stays there.
    await user.keyboard('{ArrowLeft}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(box(0)).toBe(document.activeElement);
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('Backspace in the middle closes the gap: the value stays a prefix', async () => {
    const { user, box, onChange } = renderCode({ value: '123456' });
    await user.click(box(2));
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('12456');
    expect(box(2)).toBe(document.activeElement);
  });

  it('ArrowLeft and ArrowRight move between boxes, left to right even in Arabic', async () => {
    const { user, box } = renderCode({ value: '1234' }, 'ar');
    await user.click(box(1));
    await user.keyboard('{ArrowRight}');
    expect(box(2)).toBe(document.activeElement);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(box(0)).toBe(document.activeElement);
    // Right stops at the first empty box.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(box(4)).toBe(document.activeElement);
  });

  it('pasting a code fills from the first box and focuses the box after the last digit', async () => {
    const { user, box, onChange, shown } = renderCode({ value: '1' });
    await user.click(box(1));
    await user.paste(' 98-76 ');
    expect(onChange).toHaveBeenLastCalledWith('9876');
    expect(shown()).toBe('9876');
    expect(box(4)).toBe(document.activeElement);
    // Arabic-Indic digits are converted; spaces and hyphens between groups are fine.
    await user.paste('١٢٣ ٤٥٦');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(box(5)).toBe(document.activeElement);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('a paste with letters changes nothing and says why', async () => {
    const { user, box, onChange, shown } = renderCode({ value: '1' });
    await user.click(box(1));
    await user.paste('abc');
    await user.paste('code: 123456');
    expect(onChange).not.toHaveBeenCalled();
    expect(shown()).toBe('1');
    expect(screen.getByRole('alert').textContent).toBe('The code is made of digits only.');
  });

  it('a paste with more digits than boxes changes nothing and says why', async () => {
    const { user, box, onChange, boxes } = renderCode();
    await user.click(box(0));
    await user.paste('12345678');
    expect(onChange).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The code has 6 digits; what you pasted has more.');
    expect(boxes[0]?.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the error in a live region and marks the boxes invalid', () => {
    const { boxes } = renderCode({ error: 'Wrong code' });
    const message = screen.getByText('Wrong code');
    // role="alert" is present before the error arrives, so its arrival is announced.
    expect(screen.getByRole('alert').contains(message)).toBe(true);
    for (const box of boxes) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toBe(message.id);
    }
  });

  it('disables every box', () => {
    const { boxes } = renderCode({ disabled: true });
    for (const box of boxes) expect(box.disabled).toBe(true);
  });

  it('autoFocus focuses the first empty box', () => {
    const { box } = renderCode({ value: '12', autoFocus: true });
    expect(box(2)).toBe(document.activeElement);
  });
});
