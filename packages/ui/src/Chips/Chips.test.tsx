import { I18nProvider } from '@dars/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Chips, type ChipsProps } from './Chips';

const items = [
  { id: 'all', label: 'All' },
  { id: '1', label: 'Programming' },
  { id: '2', label: 'Design' },
];

function renderChips(props: Partial<ChipsProps> = {}) {
  const onSelect = vi.fn();
  render(
    <I18nProvider lang="en">
      <Chips label="Filter courses by category" items={items} selectedId="all" onSelect={onSelect} {...props} />
    </I18nProvider>,
  );
  return { onSelect };
}

describe('Chips', () => {
  it('is a named group of toggle buttons with the selected one pressed', () => {
    renderChips({ selectedId: '2' });
    expect(screen.getByRole('group', { name: 'Filter courses by category' })).toBeTruthy();
    const pressed = screen.getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
    expect(pressed).toEqual([
      ['All', 'false'],
      ['Programming', 'false'],
      ['Design', 'true'],
    ]);
  });

  it('calls onSelect with the chosen id', async () => {
    const { onSelect } = renderChips();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Programming' }));
    expect(onSelect).toHaveBeenCalledWith('1');
  });

  it('arrows only when given; they call back and the scroller ref is set', async () => {
    const { unmount } = render(
      <I18nProvider lang="en">
        <Chips label="x" items={items} selectedId="all" onSelect={() => {}} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Scroll back' })).toBeNull();
    unmount();
    const onBack = vi.fn();
    const onForward = vi.fn();
    const ref = createRef<HTMLDivElement>();
    renderChips({ arrows: { onBack, onForward }, scrollerRef: ref });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scroll forward' }));
    await user.click(screen.getByRole('button', { name: 'Scroll back' }));
    expect(onForward).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(ref.current?.contains(screen.getByRole('group'))).toBe(true);
  });
});
