import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqPreview } from './FaqPreview';

const items = [
  { id: 1, question: 'How do I sign up?', answer: '<p>Tap <b>Sign up</b>.</p><script>alert(1)</script>' },
  { id: 2, question: 'Is it recorded?', answer: '<p>Yes.</p>' },
];

function renderFaq() {
  return render(
    <I18nProvider lang="en">
      <FaqPreview items={items} moreHref="/faq" />
    </I18nProvider>,
  );
}

describe('FaqPreview', () => {
  it('lists the questions as closed disclosure buttons in headings, and links to every question', () => {
    renderFaq();
    const button = screen.getByRole('button', { name: 'How do I sign up?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.closest('h3')).toBeTruthy();
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(screen.getByRole('link', { name: 'See all questions' }).getAttribute('href')).toBe('/faq');
  });

  it('Enter or Space opens and closes an answer; each opens on its own', async () => {
    const user = userEvent.setup();
    const { container } = renderFaq();
    await user.tab();
    await user.keyboard('{Enter}');
    const first = screen.getByRole('button', { name: 'How do I sign up?' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Sign up').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('button', { name: 'Is it recorded?' }).getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });
});
