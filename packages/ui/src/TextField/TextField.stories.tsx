import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { TextField, type TextFieldProps } from './TextField';

type Lang = 'en' | 'ar';
const pick = (globals: Record<string, unknown>): Lang => (globals.locale === 'en' ? 'en' : 'ar');

/** The fields hold their own value in stories, so typing works; onChange still reports each change. */
function Controlled({ password, ...props }: TextFieldProps & { password?: boolean }) {
  const [value, setValue] = useState(props.value);
  const onChange = (next: string) => {
    setValue(next);
    props.onChange(next);
  };
  return password ? (
    <PasswordField {...props} value={value} onChange={onChange} />
  ) : (
    <TextField {...props} value={value} onChange={onChange} />
  );
}

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: '', value: '', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAME = { en: 'Full name', ar: 'الاسم الكامل' };
const EMAIL = { en: 'Email', ar: 'البريد الإلكتروني' };

export const Empty: Story = {
  render: (args, { globals }) => <Controlled {...args} label={NAME[pick(globals)]} name="name" autoComplete="name" />,
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByLabelText(NAME[pick(globals)]);
    await userEvent.type(input, 'Sara');
    await expect(args.onChange).toHaveBeenLastCalledWith('Sara');
  },
};

export const Filled: Story = {
  render: (args, { globals }) => {
    const lang = pick(globals);
    return <Controlled {...args} label={NAME[lang]} value={lang === 'en' ? 'Sara Ahmed' : 'سارة أحمد'} />;
  },
};

export const Required: Story = {
  render: (args, { globals }) => <Controlled {...args} label={NAME[pick(globals)]} required />,
  play: async ({ canvasElement, globals }) => {
    // The accessible name leaves out the aria-hidden asterisk.
    await expect(within(canvasElement).getByRole('textbox', { name: NAME[pick(globals)] })).toBeRequired();
  },
};

export const WithError: Story = {
  render: (args, { globals }) => {
    const lang = pick(globals);
    return (
      <Controlled
        {...args}
        type="email"
        label={EMAIL[lang]}
        value="sara@"
        required
        error={lang === 'en' ? 'Please enter a valid email address.' : 'يرجى إدخال بريد إلكتروني صحيح.'}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: EMAIL[pick(globals)] });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      pick(globals) === 'en' ? 'Please enter a valid email address.' : 'يرجى إدخال بريد إلكتروني صحيح.',
    );
  },
};

export const WithHint: Story = {
  render: (args, { globals }) => {
    const lang = pick(globals);
    return (
      <Controlled
        {...args}
        type="tel"
        inputMode="tel"
        label={lang === 'en' ? 'Phone number' : 'رقم الجوال'}
        hint={lang === 'en' ? 'Digits only, without the country code.' : 'أرقام فقط، بدون رمز الدولة.'}
      />
    );
  },
};

export const ReadOnly: Story = {
  render: (args, { globals }) => {
    const lang = pick(globals);
    return (
      <Controlled
        {...args}
        type="email"
        label={EMAIL[lang]}
        value="sara@example.com"
        readOnly
        hint={lang === 'en' ? 'Your email cannot be changed.' : 'لا يمكن تغيير بريدك الإلكتروني.'}
      />
    );
  },
};

export const Email: Story = {
  render: (args, { globals }) => (
    <Controlled
      {...args}
      type="email"
      dir="ltr"
      label={EMAIL[pick(globals)]}
      name="email"
      autoComplete="email"
      value="sara@example.com"
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByLabelText(EMAIL[pick(globals)])).toHaveAttribute('dir', 'ltr');
  },
};

const PASSWORD = { en: 'Password', ar: 'كلمة المرور' };

export const Password: Story = {
  render: (args, { globals }) => (
    <Controlled {...args} password label={PASSWORD[pick(globals)]} name="password" value="Secret#2025" />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(PASSWORD[pick(globals)], { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Secret#2025');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Disabled: Story = {
  render: (args, { globals }) => (
    <Controlled
      {...args}
      label={NAME[pick(globals)]}
      value={pick(globals) === 'en' ? 'Sara Ahmed' : 'سارة أحمد'}
      disabled
    />
  ),
};
