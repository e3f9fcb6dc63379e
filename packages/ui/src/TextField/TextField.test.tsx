import { I18nProvider, type Language } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';
import { TextField, type TextFieldProps } from './TextField';

const wrap = (ui: ReactNode, lang: Language = 'en') => render(<I18nProvider lang={lang}>{ui}</I18nProvider>);

function Controlled(props: Partial<TextFieldProps> & { onValue?: (v: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TextField
      label="Email"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('labels the input with a visible <label>', () => {
    wrap(<TextField label="Full name" value="" onChange={() => {}} name="name" />);
    const input = screen.getByLabelText('Full name');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('name')).toBe('name');
    expect(screen.getByText('Full name').tagName).toBe('LABEL');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('uses the given id', () => {
    wrap(<TextField id="login-email" label="Email" value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Email').id).toBe('login-email');
  });

  it('gives onChange the string typed', async () => {
    const onValue = vi.fn();
    wrap(<Controlled onValue={onValue} />);
    await userEvent.setup().type(screen.getByLabelText('Email'), 'a@b.co');
    expect(onValue).toHaveBeenLastCalledWith('a@b.co');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'a@b.co');
  });

  it('wires the error: aria-invalid and aria-describedby to the error text', () => {
    wrap(
      <TextField
        label="Email"
        value="x"
        onChange={() => {}}
        error="Please enter your email."
        hint="We never share it."
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Please enter your email.', 'We never share it.']);
  });

  it('a null error is no error', () => {
    wrap(<TextField label="Email" value="" onChange={() => {}} error={null} />);
    expect(screen.getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('marks required fields: the attribute tells, the asterisk is hidden', () => {
    wrap(<TextField label="Email" value="" onChange={() => {}} required />);
    // The accessible name leaves out the aria-hidden asterisk.
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveProperty('required', true);
    const star = screen.getByText('*');
    expect(star.getAttribute('aria-hidden')).toBe('true');
  });

  it('readOnly: the value stays and onChange is not called', async () => {
    const onChange = vi.fn();
    wrap(<TextField label="Email" value="sara@example.com" onChange={onChange} readOnly />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveProperty('readOnly', true);
    await userEvent.setup().type(input, 'x');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', 'sara@example.com');
  });

  it('email and phone default to ltr; dir is honoured', () => {
    wrap(
      <>
        <TextField label="Email" type="email" value="" onChange={() => {}} />
        <TextField label="Phone" type="tel" value="" onChange={() => {}} />
        <TextField label="Name" value="" onChange={() => {}} />
        <TextField label="Search" type="search" value="" onChange={() => {}} dir="auto" />
      </>,
      'ar',
    );
    expect(screen.getByLabelText('Email').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Phone').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Name').hasAttribute('dir')).toBe(false);
    expect(screen.getByLabelText('Search').getAttribute('dir')).toBe('auto');
  });
});

describe('PasswordField', () => {
  function Password() {
    const [value, setValue] = useState('Secret#1');
    return <PasswordField label="كلمة السر" value={value} onChange={setValue} />;
  }

  it('hides the password until the toggle is pressed, then hides it again', async () => {
    wrap(<Password />, 'ar');
    const user = userEvent.setup();
    const input = screen.getByLabelText('كلمة السر', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    const toggle = screen.getByRole('button', { name: 'إظهار كلمة المرور' });
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    await user.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input).toHaveProperty('value', 'Secret#1');
    await user.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });
});
