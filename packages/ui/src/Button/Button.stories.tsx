import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

/** Texts follow the toolbar's locale. */
const TEXT = {
  primary: { en: 'Log in', ar: 'تسجيل الدخول' },
  secondary: { en: 'Add to cart', ar: 'أضف إلى السلة' },
  ghost: { en: 'Cancel', ar: 'إلغاء' },
  danger: { en: 'Delete', ar: 'حذف' },
  loading: { en: 'Logging in…', ar: 'جارٍ تسجيل الدخول…' },
  fullWidth: { en: 'Create account', ar: 'إنشاء حساب' },
} as const;

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { onClick: fn(), variant: 'primary' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Renders the button with the story's text in the toolbar's language. */
const say =
  (key: keyof typeof TEXT): Story['render'] =>
  (args, { globals }) => <Button {...args}>{textFor(globals).pick(TEXT[key])}</Button>;

export const Primary: Story = {
  render: say('primary'),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { render: say('secondary'), args: { variant: 'secondary' } };
export const Ghost: Story = { render: say('ghost'), args: { variant: 'ghost' } };
export const Danger: Story = { render: say('danger'), args: { variant: 'danger' } };

export const Loading: Story = {
  render: say('loading'),
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { render: say('primary'), args: { disabled: true } };

export const FullWidth: Story = {
  render: say('fullWidth'),
  args: { fullWidth: true, type: 'submit' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};
