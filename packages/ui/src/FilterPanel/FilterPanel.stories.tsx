import { type StoryText, textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActiveFilters } from './ActiveFilters';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

const CATEGORIES = {
  en: [
    'Programming',
    'Web Design',
    'Data Science',
    'Graphic Design',
    'Business & Marketing',
    'Languages',
    'Photography',
  ],
  ar: ['البرمجة', 'تصميم المواقع', 'علم البيانات', 'التصميم الجرافيكي', 'الأعمال والتسويق', 'اللغات', 'التصوير'],
};

/** The panel as the listing fills it, in the toolbar's language. */
function propsFor(text: StoryText, patch: Partial<FilterPanelProps> = {}): FilterPanelProps {
  const { t, plural } = text;
  return {
    state: 'ready',
    failedMessage: t('listing.optionsFailed'),
    onRetry: fn(),
    category: {
      options: text.pick(CATEGORIES).map((label, i) => ({ value: i + 1, label, count: 5 })),
      selected: null,
      onSelect: fn(),
      allLabel: t('listing.allCategories'),
      expanded: false,
      onToggleExpanded: fn(),
    },
    status: {
      options: [
        { value: 'free', label: t('filters.free'), count: 10 },
        { value: 'paid', label: t('filters.paid'), count: 30 },
      ],
      selected: null,
      onSelect: fn(),
      allLabel: t('listing.anyStatus'),
    },
    rating: {
      options: [5, 4, 3, 2, 1].map((value) => ({
        value,
        label: plural('count.stars', value),
        count: [25, 12, 0, 0, 0][5 - value],
      })),
      selected: [],
      onToggle: fn(),
    },
    price: {
      options: [
        { value: 'free', label: t('filters.free'), count: 10 },
        { value: 'paid', label: t('filters.paid'), count: 30 },
      ],
      selected: [],
      onToggle: fn(),
    },
    canClear: false,
    onClear: fn(),
    ...patch,
  };
}

/** A panel whose choices really change, as the listing machine would make them. */
function LivePanel({ text, patch }: { text: StoryText; patch?: Partial<FilterPanelProps> }) {
  const [category, setCategory] = useState<number | null>(3);
  const [status, setStatus] = useState<string | null>(null);
  const [rates, setRates] = useState<number[]>([4, 5]);
  const [prices, setPrices] = useState<string[]>([]);
  const [expanded, setExpanded] = useState(false);
  const base = propsFor(text);
  const toggle = <T,>(values: T[], value: T) =>
    values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return (
    <div style={{ maxInlineSize: 300 }}>
      <FilterPanel
        {...base}
        category={{
          ...(base.category as NonNullable<FilterPanelProps['category']>),
          selected: category,
          onSelect: setCategory,
          expanded,
          onToggleExpanded: () => setExpanded(!expanded),
        }}
        status={{ ...(base.status as NonNullable<FilterPanelProps['status']>), selected: status, onSelect: setStatus }}
        rating={{
          ...(base.rating as NonNullable<FilterPanelProps['rating']>),
          selected: rates,
          onToggle: (v) => setRates(toggle(rates, v)),
        }}
        price={{
          ...(base.price as NonNullable<FilterPanelProps['price']>),
          selected: prices,
          onToggle: (v) => setPrices(toggle(prices, v)),
        }}
        canClear={category !== null || status !== null || rates.length > 0 || prices.length > 0}
        onClear={() => {
          setCategory(null);
          setStatus(null);
          setRates([]);
          setPrices([]);
        }}
        {...patch}
      />
    </div>
  );
}

const meta = {
  title: 'UI/FilterPanel',
  component: FilterPanel,
  args: { state: 'ready', canClear: false, onClear: fn() },
  render: (_args, { globals }) => <LivePanel text={textFor(globals)} />,
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen: a category and two ratings; the first 5 categories; clear filters. */
export const Chosen: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, plural, pick } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: new RegExp(pick(CATEGORIES)[2] as string) })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: new RegExp(`^${plural('count.stars', 4)}`) })).toBeChecked();
    await expect(canvas.getByRole('button', { name: t('filters.clear') })).toBeVisible();
  },
};

/** 'Show more' lists every category; choosing the chosen one again clears it. */
export const ExpandAndClear: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, pick } = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('filters.showMore') }));
    await expect(canvas.getByRole('radio', { name: new RegExp(pick(CATEGORIES)[6] as string) })).toBeVisible();
    const chosen = canvas.getByRole('radio', { name: new RegExp(pick(CATEGORIES)[2] as string) });
    await userEvent.click(chosen);
    await expect(chosen).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('listing.allCategories') })).toBeChecked();
  },
};

/** Nothing chosen yet. */
export const NothingChosen: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: 300 }}>
      <FilterPanel {...propsFor(textFor(globals))} />
    </div>
  ),
};

/** The options are on their way: placeholder rows the size of the groups. */
export const Loading: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: 300 }}>
      <FilterPanel {...propsFor(textFor(globals), { state: 'loading' })} />
    </div>
  ),
};

/** The options could not be loaded: the message and a retry. */
export const Failed: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: 300 }}>
      <FilterPanel {...propsFor(textFor(globals), { state: 'failed' })} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('listing.optionsFailed'));
  },
};

/** Free courses: the page fixes the status, so neither status nor price is offered. */
export const FixedStatus: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: 300 }}>
      <FilterPanel {...propsFor(textFor(globals), { status: undefined, price: undefined })} />
    </div>
  ),
};

/** The narrowest phone. */
export const Phone: Story = {
  parameters: { darsViewport: 320, chromatic: { viewports: [320] } },
};

/** The summary above the results: one removable chip per chosen filter, and clear filters. */
export const Summary: Story = {
  render: (_args, { globals }) => {
    const { plural, pick } = textFor(globals);
    return (
      <ActiveFilters
        filters={[
          { key: 'category', label: pick(CATEGORIES)[2] as string, onRemove: fn() },
          { key: 'rate-4', label: plural('count.stars', 4), onRemove: fn() },
          { key: 'rate-5', label: plural('count.stars', 5), onRemove: fn() },
        ]}
        onClear={fn()}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const { t, plural } = textFor(globals);
    await expect(
      within(canvasElement).getByRole('button', {
        name: t('listing.removeFilter', { name: plural('count.stars', 4) }),
      }),
    ).toBeVisible();
  },
};
