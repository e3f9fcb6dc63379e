import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { TextField, type TextFieldProps } from './TextField';

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

/** Sample labels and values in both languages; `textFor(globals).pick` chooses the toolbar's. */
const TEXT = {
  name: { en: 'Full name', ar: 'الاسم الكامل' },
  nameValue: { en: 'Sara Ahmed', ar: 'سارة أحمد' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  emailError: { en: 'Please enter a valid email address.', ar: 'يرجى إدخال بريد إلكتروني صحيح.' },
  phone: { en: 'Phone number', ar: 'رقم الجوال' },
  phoneHint: { en: 'Digits only, without the country code.', ar: 'أرقام فقط، بدون رمز الدولة.' },
  emailFixed: { en: 'Your email cannot be changed.', ar: 'لا يمكن تغيير بريدك الإلكتروني.' },
  password: { en: 'Password', ar: 'كلمة المرور' },
};

/** The email field the stories share, labelled in the toolbar's language. */
const emailField = (globals: Record<string, unknown>) =>
  ({ type: 'email', label: textFor(globals).pick(TEXT.email), value: 'sara@example.com' }) as const;

export const Empty: Story = {
  render: (args, { globals }) => (
    <Controlled {...args} label={textFor(globals).pick(TEXT.name)} name="name" autoComplete="name" />
  ),
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByLabelText(textFor(globals).pick(TEXT.name));
    await userEvent.type(input, 'Sara');
    await expect(args.onChange).toHaveBeenLastCalledWith('Sara');
  },
};

export const Filled: Story = {
  render: (args, { globals }) => {
    const { pick } = textFor(globals);
    return <Controlled {...args} label={pick(TEXT.name)} value={pick(TEXT.nameValue)} />;
  },
};

export const Required: Story = {
  render: (args, { globals }) => <Controlled {...args} label={textFor(globals).pick(TEXT.name)} required />,
  play: async ({ canvasElement, globals }) => {
    // The accessible name leaves out the aria-hidden asterisk.
    await expect(within(canvasElement).getByRole('textbox', { name: textFor(globals).pick(TEXT.name) })).toBeRequired();
  },
};

export const WithError: Story = {
  render: (args, { globals }) => (
    <Controlled
      {...args}
      {...emailField(globals)}
      value="sara@"
      required
      error={textFor(globals).pick(TEXT.emailError)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: textFor(globals).pick(TEXT.email) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(textFor(globals).pick(TEXT.emailError));
  },
};

export const WithHint: Story = {
  render: (args, { globals }) => {
    const { pick } = textFor(globals);
    return <Controlled {...args} type="tel" inputMode="tel" label={pick(TEXT.phone)} hint={pick(TEXT.phoneHint)} />;
  },
};

export const ReadOnly: Story = {
  render: (args, { globals }) => (
    <Controlled {...args} {...emailField(globals)} readOnly hint={textFor(globals).pick(TEXT.emailFixed)} />
  ),
};

export const Email: Story = {
  render: (args, { globals }) => (
    <Controlled {...args} {...emailField(globals)} dir="ltr" name="email" autoComplete="email" />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByLabelText(textFor(globals).pick(TEXT.email))).toHaveAttribute('dir', 'ltr');
  },
};

export const Password: Story = {
  render: (args, { globals }) => (
    <Controlled {...args} password label={textFor(globals).pick(TEXT.password)} name="password" value="Secret#2025" />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(textFor(globals).pick(TEXT.password), { selector: 'input' });
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
      label={textFor(globals).pick(TEXT.name)}
      value={textFor(globals).pick(TEXT.nameValue)}
      disabled
    />
  ),
};
