import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { label: 'Profile sections', tabs: [] },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <Tabs
        {...args}
        label={en ? 'Profile sections' : 'أقسام الملف الشخصي'}
        tabs={[
          { id: 'account', label: en ? 'Account data' : 'بيانات الحساب', content: <p>{en ? 'Account' : 'الحساب'}</p> },
          {
            id: 'password',
            label: en ? 'Change password' : 'تغيير كلمة المرور',
            content: <p>{en ? 'Password' : 'كلمة المرور'}</p>,
          },
          { id: 'plan', label: en ? 'Plan' : 'الباقة', content: <p>{en ? 'Plan' : 'الباقة'}</p> },
        ]}
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
    const en = globals.locale === 'en';
    const first = canvas.getByRole('tab', { name: en ? 'Account data' : 'بيانات الحساب' });
    first.focus();
    await userEvent.keyboard(en ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: en ? 'Change password' : 'تغيير كلمة المرور' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(canvas.getByText(en ? 'Password' : 'كلمة المرور', { selector: 'p' })).toBeVisible());
  },
};
