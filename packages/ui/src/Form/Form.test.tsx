import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './Form';

describe('Form', () => {
  it('calls onSubmit without reloading the page, and leaves validation to the app', () => {
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit} aria-label="Login">
        <input type="email" required aria-label="Email" />
        <button type="submit">Go</button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Login' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

/** A form whose submit starts a call (the button is natively disabled meanwhile) or is refused. */
function Harness({ refuse = false }: { refuse?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<string[]>([]);
  return (
    <>
      <Form
        aria-label="Profile"
        busy={busy}
        onSubmit={() => {
          if (refuse) setInvalid(['phone']);
          else setBusy(true);
        }}
      >
        <input aria-label="Name" aria-invalid={invalid.includes('name') || undefined} />
        <input aria-label="Phone" aria-invalid={invalid.includes('phone') || undefined} />
        <button type="submit" disabled={busy}>
          Save
        </button>
      </Form>
      <button type="button" onClick={() => setBusy(false)}>
        answer
      </button>
      <button
        type="button"
        onClick={() => {
          setInvalid(['phone']);
          setBusy(false);
        }}
      >
        refuse fields
      </button>
    </>
  );
}

describe('Form focus after a submission', () => {
  it('when the call ends and focus was lost, it returns to the submit button', () => {
    render(<Harness />);
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    fireEvent.submit(screen.getByRole('form'));
    // A browser drops the focus of a button that turns disabled to the page body; jsdom leaves it on the
    // disabled button, which is as lost (nothing can be typed or pressed there).
    expect((document.activeElement as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'answer' }));
    expect(document.activeElement).toBe(save);
  });

  it('when the server marks fields, focus goes to the first of them', () => {
    render(<Harness />);
    fireEvent.submit(screen.getByRole('form'));
    fireEvent.click(screen.getByRole('button', { name: 'refuse fields' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));
  });

  it('leaves focus alone when it is still somewhere useful', () => {
    render(<Harness />);
    const name = screen.getByLabelText('Name');
    act(() => name.focus());
    fireEvent.submit(screen.getByRole('form'));
    fireEvent.click(screen.getByRole('button', { name: 'answer' }));
    expect(document.activeElement).toBe(name);
  });

  it('a submission refused on the spot moves focus to the first invalid field', async () => {
    render(<Harness refuse />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));
  });
});

describe('Form focus when every control is disabled after the answer', () => {
  function Done({ done }: { done: boolean }) {
    return (
      <Form aria-label="Code" busy={!done} onSubmit={() => {}}>
        {done ? <p role="status">Verified</p> : null}
        <input aria-label="Digit" disabled />
        <button type="submit" disabled>
          Verify
        </button>
      </Form>
    );
  }

  it('goes to the outcome’s message, never the page body', () => {
    const { rerender } = render(<Done done={false} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Done done />);
    const message = screen.getByRole('status');
    expect(document.activeElement).toBe(message);
    expect(message.getAttribute('tabindex')).toBe('-1');
  });
});
