import { I18nProvider, type Language } from '@dars/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, type ButtonProps } from './Button';
import { ButtonLink } from './ButtonLink';

function renderButton(props: ButtonProps, lang: Language = 'en') {
  return render(
    <I18nProvider lang={lang}>
      <Button {...props} />
    </I18nProvider>,
  );
}

describe('Button', () => {
  it('is a plain button by default and calls onClick', async () => {
    const onClick = vi.fn();
    renderButton({ children: 'Log in', onClick });
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits forms when asked', () => {
    renderButton({ children: 'Send', type: 'submit' });
    expect(screen.getByRole('button').getAttribute('type')).toBe('submit');
  });

  it('while loading: shows the spinner, sets aria-busy, disables, and ignores clicks', async () => {
    const onClick = vi.fn();
    renderButton({ children: 'تسجيل الدخول', loading: true, onClick }, 'ar');
    // The name stays the button's own text: aria-busy says it is working, the spinner is decorative.
    const button = screen.getByRole('button', { name: 'تسجيل الدخول' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled ignores clicks', async () => {
    const onClick = vi.fn();
    renderButton({ children: 'Save', disabled: true, onClick });
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the focus when it turns loading while focused (the pressed submit button), then disables once left', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const view = (loading: boolean) => (
      <I18nProvider lang="en">
        <form onSubmit={onSubmit}>
          <input aria-label="Email" />
          <Button type="submit" loading={loading}>
            Log in
          </Button>
        </form>
      </I18nProvider>
    );
    const { rerender } = render(view(false));
    const button = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    act(() => button.focus());
    rerender(view(true));
    // Not natively disabled, which would drop focus to the page body.
    expect(document.activeElement).toBe(button);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    // Still inert: neither a click nor Enter in a field submits again.
    const user = userEvent.setup();
    await user.click(button);
    await user.type(screen.getByLabelText('Email'), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    // Focus has moved on (to the field): now it is natively disabled.
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    rerender(view(false));
    expect(button.disabled).toBe(false);
  });

  it('keeps the caller class and gives each variant its own class', () => {
    const { rerender } = renderButton({ children: 'A', className: 'extra', variant: 'primary' });
    const primaryClass = screen.getByRole('button').className;
    expect(primaryClass).toContain('extra');
    rerender(
      <I18nProvider lang="en">
        <Button variant="danger">A</Button>
      </I18nProvider>,
    );
    expect(screen.getByRole('button').className).not.toBe(primaryClass);
  });
});

describe('ButtonLink', () => {
  it('is a link (its href kept) with the look of the chosen button', () => {
    render(<ButtonLink href="/contact_us">Contact us</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link.getAttribute('href')).toBe('/contact_us');
    expect(link.className).not.toBe('');
  });
});
