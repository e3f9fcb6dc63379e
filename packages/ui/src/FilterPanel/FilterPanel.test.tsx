import { I18nProvider } from '@dars/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActiveFilters } from './ActiveFilters';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

const CATEGORIES = ['Programming', 'Web Design', 'Data Science', 'Graphic Design', 'Business', 'Languages', 'Photo'];

function renderPanel(patch: Partial<FilterPanelProps> = {}, lang: 'ar' | 'en' = 'en') {
  const on = {
    category: vi.fn(),
    toggleCategories: vi.fn(),
    status: vi.fn(),
    rating: vi.fn(),
    price: vi.fn(),
    clear: vi.fn(),
    retry: vi.fn(),
  };
  const props: FilterPanelProps = {
    state: 'ready',
    failedMessage: 'The filters could not be loaded.',
    onRetry: on.retry,
    category: {
      options: CATEGORIES.map((label, i) => ({ value: i + 1, label, count: 5 })),
      selected: null,
      onSelect: on.category,
      allLabel: 'All categories',
      expanded: false,
      onToggleExpanded: on.toggleCategories,
    },
    status: {
      options: [
        { value: 'free', label: 'Free', count: 10 },
        { value: 'paid', label: 'Paid', count: 30 },
      ],
      selected: null,
      onSelect: on.status,
      allLabel: 'All courses',
    },
    rating: {
      options: [5, 4, 3].map((value) => ({ value, label: `${value}`, count: value * 2 })),
      selected: [],
      onToggle: on.rating,
    },
    price: { options: [{ value: 'free', label: 'Free', count: 10 }], selected: [], onToggle: on.price },
    canClear: false,
    onClear: on.clear,
    ...patch,
  };
  render(
    <I18nProvider lang={lang}>
      <FilterPanel {...props} />
    </I18nProvider>,
  );
  return on;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('FilterPanel', () => {
  it('shows each filter as a group named by its legend, with the counts', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Filter courses' })).toBeTruthy();
    for (const name of ['Category', 'Status', 'Rating', 'Price']) expect(group(name)).toBeTruthy();
    const status = group('Status');
    expect(
      within(status)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['All courses', 'Free10', 'Paid30']);
  });

  it('category is a single choice with ‘All’; choosing one reports it, choosing it again clears', async () => {
    const user = userEvent.setup();
    const on = renderPanel();
    const category = group('Category');
    expect(within(category).getByRole('radio', { name: /All categories/ })).toHaveProperty('checked', true);
    await user.click(within(category).getByRole('radio', { name: /Data Science/ }));
    await vi.waitFor(() => expect(on.category).toHaveBeenLastCalledWith(3));
    on.category.mockClear();
    renderPanel({
      category: {
        options: [{ value: 3, label: 'Chosen', count: 5 }],
        selected: 3,
        onSelect: on.category,
        allLabel: 'Every category',
        expanded: false,
        onToggleExpanded: vi.fn(),
      },
    });
    const chosen = screen.getByRole('radio', { name: /Chosen/ });
    expect(chosen).toHaveProperty('checked', true);
    await user.click(chosen);
    await vi.waitFor(() => expect(on.category).toHaveBeenCalledWith(null));
    await user.click(screen.getByRole('radio', { name: /Every category/ }));
    await vi.waitFor(() => expect(on.category).toHaveBeenLastCalledWith(null));
  });

  it('shows the first 5 categories until expanded (the chosen one always)', async () => {
    const user = userEvent.setup();
    const on = renderPanel();
    const names = () =>
      within(group('Category'))
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent?.replace(/\d+$/, ''));
    expect(names()).toEqual(['All categories', ...CATEGORIES.slice(0, 5)]);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(on.toggleCategories).toHaveBeenCalledTimes(1);
  });

  it('expanded: every category and ‘show less’', () => {
    const base = renderPanel({
      category: {
        options: CATEGORIES.map((label, i) => ({ value: i + 1, label, count: 5 })),
        selected: 7,
        onSelect: vi.fn(),
        allLabel: 'All categories',
        expanded: true,
        onToggleExpanded: vi.fn(),
      },
    });
    expect(base).toBeTruthy();
    expect(within(group('Category')).getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('collapsed, a chosen category past the first 5 still shows', () => {
    renderPanel({
      category: {
        options: CATEGORIES.map((label, i) => ({ value: i + 1, label, count: 5 })),
        selected: 7,
        onSelect: vi.fn(),
        allLabel: 'All categories',
        expanded: false,
        onToggleExpanded: vi.fn(),
      },
    });
    expect(within(group('Category')).getAllByRole('radio')).toHaveLength(7);
    expect(screen.getByRole('radio', { name: /Photo/ })).toHaveProperty('checked', true);
  });

  it('ratings are checkboxes named by their stars, several at a time', async () => {
    const user = userEvent.setup();
    const on = renderPanel({
      rating: { options: [5, 4].map((value) => ({ value, label: '', count: 1 })), selected: [4], onToggle: vi.fn() },
    });
    expect(on).toBeTruthy();
    const five = screen.getByRole('checkbox', { name: /5 stars/ });
    const four = screen.getByRole('checkbox', { name: /4 stars/ });
    expect(five).toHaveProperty('checked', false);
    expect(four).toHaveProperty('checked', true);
    const toggled = vi.fn();
    renderPanel({
      rating: { options: [{ value: 5, label: '', count: 3 }], selected: [], onToggle: toggled },
      category: undefined,
      status: undefined,
      price: undefined,
    });
    await user.click(screen.getAllByRole('checkbox', { name: /5 stars/ }).at(-1) as HTMLElement);
    await vi.waitFor(() => expect(toggled).toHaveBeenCalledWith(5));
  });

  it('a choice shows in the render the tap makes and is reported after that is painted', async () => {
    const on = renderPanel();
    const four = screen.getByRole('checkbox', { name: /4 stars/ });
    // One click, dispatched at once: what it renders is on screen before any later task (the paint's) runs.
    fireEvent.click(four);
    // Nothing reported yet: the listing's answer to a choice (its machine, the URL, the cards) would hold up the
    // tap's frame; the box is checked already.
    expect(four).toHaveProperty('checked', true);
    expect(on.rating).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(on.rating).toHaveBeenCalledWith(4));
    const free = within(group('Status')).getByRole('radio', { name: /Free/ });
    fireEvent.click(free);
    expect(free).toHaveProperty('checked', true);
    expect(on.status).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(on.status).toHaveBeenCalledWith('free'));
    expect(on.rating).toHaveBeenCalledTimes(1);
  });

  it('price options toggle; clear shows only while something is chosen', async () => {
    const user = userEvent.setup();
    const on = renderPanel({ canClear: true });
    await user.click(within(group('Price')).getByRole('checkbox', { name: /Free/ }));
    await vi.waitFor(() => expect(on.price).toHaveBeenCalledWith('free'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(on.clear).toHaveBeenCalledTimes(1);
  });

  it('no clear button when nothing is chosen, and no status group when the page fixes it', () => {
    renderPanel({ status: undefined, price: undefined });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Status' })).toBeNull();
  });

  it('while loading: each group busy with placeholder rows, nothing to choose yet', () => {
    renderPanel({ state: 'loading' });
    expect(group('Category').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('failed: the message and a retry', async () => {
    const user = userEvent.setup();
    const on = renderPanel({ state: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('The filters could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(on.retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('in Arabic, counts are in Arabic-Indic digits', () => {
    renderPanel({}, 'ar');
    expect(
      within(screen.getByRole('group', { name: 'الحالة' }))
        .getByRole('radio', { name: /Paid/ })
        .closest('label')?.textContent,
    ).toBe('Paid٣٠');
  });
});

describe('ActiveFilters', () => {
  it('one chip per chosen filter: pressing it removes that filter; clear removes all', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    const clear = vi.fn();
    render(
      <I18nProvider lang="en">
        <ActiveFilters
          filters={[
            { key: 'category', label: 'Data Science', onRemove: remove },
            { key: 'rate-4', label: '4 stars', onRemove: vi.fn() },
          ]}
          onClear={clear}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('list', { name: 'Active filters' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove the filter Data Science' }));
    expect(remove).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('nothing when no filter is chosen', () => {
    const { container } = render(
      <I18nProvider lang="ar">
        <ActiveFilters filters={[]} onClear={vi.fn()} />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
