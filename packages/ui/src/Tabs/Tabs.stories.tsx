import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';

const TEXT = {
  label: { en: 'Profile sections', ar: 'أقسام الملف الشخصي' },
  account: { label: { en: 'Account data', ar: 'بيانات الحساب' }, content: { en: 'Account', ar: 'الحساب' } },
  password: {
    label: { en: 'Change password', ar: 'تغيير كلمة المرور' },
    content: { en: 'Password', ar: 'كلمة المرور' },
  },
  plan: { label: { en: 'Plan', ar: 'الباقة' }, content: { en: 'Plan', ar: 'الباقة' } },
};

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { label: 'Profile sections', tabs: [] },
  render: (args, { globals }) => {
    const { pick } = textFor(globals);
    return (
      <Tabs
        {...args}
        label={pick(TEXT.label)}
        tabs={(['account', 'password', 'plan'] as const).map((id) => ({
          id,
          label: pick(TEXT[id].label),
          content: <p>{pick(TEXT[id].content)}</p>,
        }))}
      />
    );
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};

/** Arrow keys move between tabs (the direction follows the language). */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { pick } = textFor(globals);
    const first = canvas.getByRole('tab', { name: pick(TEXT.account.label) });
    first.focus();
    await userEvent.keyboard(pick({ en: '{ArrowRight}', ar: '{ArrowLeft}' }));
    await expect(canvas.getByRole('tab', { name: pick(TEXT.password.label) })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByText(pick(TEXT.password.content), { selector: 'p' })).toBeVisible());
  },
};
