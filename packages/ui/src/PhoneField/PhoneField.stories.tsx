import { DEFAULT_COUNTRY_KEY, textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { EmailField } from '../TextField';
import { PhoneField } from './PhoneField';

const ERROR = { ar: 'رقم الهاتف مستخدم من قبل.', en: 'The phone has already been taken.' };

/** The phone number with its country picker, and the email field, as the account forms use them. */
const meta = {
  title: 'UI/PhoneField',
  component: PhoneField,
  args: { value: '', onChange: () => {}, countryKey: DEFAULT_COUNTRY_KEY, onCountryChange: () => {}, required: true },
  render: function Render(args, { globals }) {
    const [phone, setPhone] = useState(args.value);
    const [email, setEmail] = useState('');
    const [country, setCountry] = useState(args.countryKey);
    return (
      <div style={{ display: 'grid', gap: 16, maxInlineSize: 480 }}>
        <EmailField required value={email} onChange={setEmail} />
        <PhoneField
          {...args}
          error={args.error ? textFor(globals).pick(ERROR) : null}
          value={phone}
          onChange={setPhone}
          countryKey={country}
          onCountryChange={(entry) => setCountry(entry.key)}
        />
      </div>
    );
  },
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typed: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const phone = canvas.getByLabelText(t('form.phone'));
    await userEvent.type(phone, '501234567');
    await expect(phone).toHaveValue('501234567');
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByLabelText(t('form.email'))).toHaveAttribute('type', 'email');
  },
};

export const WithServerError: Story = {
  args: { error: 'x', value: '501234567' },
  play: async ({ canvasElement, globals }) => {
    const field = within(canvasElement).getByLabelText(textFor(globals).t('form.phone'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * In a card as narrow as the login card (398 px inside) the number and the country stack: the select stays
 * inside the card and the country's name is shown whole.
 */
export const InACard: Story = {
  decorators: [
    (Story) => (
      <div data-card style={{ inlineSize: 398 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const card = canvasElement.querySelector('[data-card]') as HTMLElement;
    // The picker loads on its own (lazyPart) as the field first draws.
    const select = await within(canvasElement).findByRole('combobox', { name: t('form.countryCode') });
    const box = card.getBoundingClientRect();
    const edge = select.getBoundingClientRect();
    await expect(edge.left).toBeGreaterThanOrEqual(box.left - 0.5);
    await expect(edge.right).toBeLessThanOrEqual(box.right + 0.5);
    const name = select.querySelector('span') as HTMLElement;
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
  },
};

/** On a phone the number and the country stack; the country's name wraps instead of being cut. */
export const Phone: Story = {
  parameters: { darsViewport: 375 },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 260 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const select = await within(canvasElement).findByRole('combobox', { name: textFor(globals).t('form.countryCode') });
    const name = select.querySelector('span') as HTMLElement;
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(select.scrollWidth).toBeLessThanOrEqual(select.clientWidth);
  },
};
