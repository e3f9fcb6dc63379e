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

/** On a phone the number and the country stack; nothing overflows. */
export const Phone: Story = { parameters: { darsViewport: 375 } };
