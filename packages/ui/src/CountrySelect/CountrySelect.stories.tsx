import { textFor, useI18n } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountrySelect, type CountrySelectProps } from './CountrySelect';

/** Holds the chosen key so the stories can be played with; the label comes from the toolbar's language. */
function Stateful({ value, onChange, label, error, ...rest }: CountrySelectProps) {
  const { t } = useI18n();
  const [current, setCurrent] = useState(value);
  return (
    <div style={{ maxInlineSize: 360 }}>
      <CountrySelect
        {...rest}
        label={label || t('form.countryCode')}
        error={error === undefined ? undefined : error || t('common.required')}
        value={current}
        onChange={(entry) => {
          setCurrent(entry.key);
          onChange(entry);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/CountrySelect',
  component: CountrySelect,
  args: { label: '', value: 'SA', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  // Room below for the open list.
  decorators: [(Story) => <div style={{ minBlockSize: 520 }}>{Story()}</div>],
} satisfies Meta<typeof CountrySelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = {
  ar: { sa: 'المملكة العربية السعودية', ly: 'ليبيا', eg: 'مصر', search: 'مصر', searchLabel: 'ابحث عن دولة' },
  en: { sa: 'Saudi Arabia', ly: 'Libya', eg: 'Egypt', search: 'egy', searchLabel: 'Search countries' },
} as const;

const namesFor = (globals: Record<string, unknown>) => textFor(globals).pick(names);

/** The popover is portalled to the body. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const SaudiArabiaDefault: Story = {
  play: async ({ canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    await expect(trigger).toHaveTextContent(namesFor(globals).sa);
    await expect(trigger).toHaveTextContent('(+966)');
  },
};

export const Egypt: Story = { args: { value: 'EG' } };

/** An empty string asks the wrapper for a translated message. */
export const WithError: Story = { args: { error: '' } };

export const Disabled: Story = { args: { disabled: true } };

async function openList(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('combobox'));
  return page(canvasElement).findByRole('listbox');
}

export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const { sa, ly } = namesFor(globals);
    const list = await openList(canvasElement);
    // The first screenful renders with the popup, the rest right after.
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(200));
    const options = within(list).getAllByRole('option');
    await expect(options[0]).toHaveTextContent(sa);
    await expect(options[0]).toHaveTextContent('(+966)');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(options[1]).toHaveTextContent(ly);
    await expect(options[1]).toHaveTextContent('(+218)');
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { eg, search, searchLabel } = namesFor(globals);
    await openList(canvasElement);
    const body = page(canvasElement);
    const input = await body.findByRole('combobox', { name: searchLabel });
    await waitFor(() => expect(input.ownerDocument.activeElement).toBe(input));
    await userEvent.type(input, search);
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(1));
    await userEvent.click(body.getByRole('option', { name: new RegExp(eg) }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ key: 'EG', phone_code: '20' }));
    await expect(within(canvasElement).getByRole('combobox')).toHaveTextContent(eg);

    // The dial code finds it too, in either language.
    await openList(canvasElement);
    await userEvent.type(await body.findByRole('combobox', { name: searchLabel }), '+20');
    await waitFor(() => expect(body.getByRole('option', { name: new RegExp(eg) })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(within(canvasElement).getByRole('combobox')).toHaveFocus();
  },
};

export const Phone: Story = {
  parameters: { darsViewport: 375 },
  play: async ({ canvasElement, globals }) => {
    const list = await openList(canvasElement);
    await expect(within(list).getAllByRole('option')[0]).toHaveTextContent(namesFor(globals).sa);
  },
};
