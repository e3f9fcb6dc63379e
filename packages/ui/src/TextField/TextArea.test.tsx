import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

describe('TextArea', () => {
  it('is labelled, reports each change and ties its error and hint to the field', () => {
    const onChange = vi.fn();
    render(<TextArea label="Message" value="" onChange={onChange} error="Required" hint="Be brief" required />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field).toHaveProperty('required', true);
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((el) => el?.textContent)).toEqual(['Required', 'Be brief']);
    fireEvent.change(field, { target: { value: 'Hello\nthere' } });
    expect(onChange).toHaveBeenCalledWith('Hello\nthere');
  });
});

describe('TextField pass-through', () => {
  it('hands aria-*, data-* and event props to the input, keeping its own description first', () => {
    const onKeyDown = vi.fn();
    const onFocus = vi.fn();
    render(
      <>
        <p id="extra">Extra</p>
        <TextField
          label="Code"
          value=""
          onChange={() => {}}
          hint="Six digits"
          data-testid="code"
          aria-describedby="extra"
          aria-errormessage="none"
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        />
      </>,
    );
    const input = screen.getByTestId('code');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-errormessage')).toBe('none');
    expect(input.getAttribute('aria-describedby')?.split(' ').at(-1)).toBe('extra');
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });
});
