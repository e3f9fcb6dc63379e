import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSheet } from './FilterSheet';

function renderSheet(open: boolean, lang: 'ar' | 'en' = 'en') {
  const onClose = vi.fn();
  const utils = render(
    <I18nProvider lang={lang}>
      <FilterSheet open={open} onClose={onClose} title="Filter courses" doneLabel="Show results">
        <p>the panel</p>
      </FilterSheet>
    </I18nProvider>,
  );
  return { onClose, ...utils };
}

describe('FilterSheet', () => {
  it('closed: nothing on the page', () => {
    renderSheet(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('the panel')).toBeNull();
  });

  it('open: a modal dialog named by its heading, in the language’s direction, holding the panel', async () => {
    renderSheet(true, 'ar');
    const dialog = await screen.findByRole('dialog', { name: 'Filter courses' });
    expect(dialog.getAttribute('dir')).toBe('rtl');
    expect(dialog.textContent).toContain('the panel');
  });

  it('the close button, ‘show results’ and Escape close it', async () => {
    const user = userEvent.setup();
    const { onClose } = renderSheet(true);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
