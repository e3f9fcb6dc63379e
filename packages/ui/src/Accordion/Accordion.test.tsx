import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { id: 1, question: 'How do I sign up?', answer: '<ul><li>Tap Sign up.</li></ul><img src=x onerror="alert(1)">' },
  { id: 2, question: 'Is it recorded?', answer: '<p>Yes.</p>' },
];

describe('Accordion', () => {
  it('puts each question in a heading of the given level, closed; an answer is drawn, sanitized, once opened, and kept', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <I18nProvider lang="en">
        <Accordion items={items} headingLevel={2} />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('aria-expanded')).toBe('false');
    // Closed questions' answers are not cleaned nor drawn yet.
    expect(container.querySelectorAll('[data-safe-html]')).toHaveLength(0);
    const [first] = screen.getAllByRole('button');
    await user.click(first as HTMLElement);
    expect(container.querySelectorAll('[data-safe-html]')).toHaveLength(1);
    expect(screen.getByText('Tap Sign up.')).toBeTruthy();
    expect(container.querySelector('[onerror]')).toBeNull();
    // Closed again: hidden, not drawn anew on the next opening.
    await user.click(first as HTMLElement);
    const panel = document.getElementById(first?.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(panel?.querySelector('[data-safe-html]')).not.toBeNull();
  });

  it('opens several answers at once, by keyboard; Space closes one again', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider lang="en">
        <Accordion items={items} />
      </I18nProvider>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard('{Enter}');
    const [first, second] = screen.getAllByRole('button');
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(second?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Tap Sign up.')).toBeTruthy();
    await user.keyboard(' ');
    expect(second?.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(second?.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
  });
});
