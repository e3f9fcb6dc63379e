import { fireEvent, render, screen } from '@testing-library/react';
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
