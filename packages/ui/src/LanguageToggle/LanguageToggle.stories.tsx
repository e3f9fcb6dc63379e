import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageToggle } from './LanguageToggle';

const meta = {
  title: 'UI/LanguageToggle',
  component: LanguageToggle,
  args: { onToggle: fn() },
  // The toggle shows the language the toolbar has chosen.
  render: (args, { globals }) => <LanguageToggle {...args} lang={globals.locale === 'en' ? 'en' : 'ar'} />,
} satisfies Meta<typeof LanguageToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { lang: 'ar' } };

export const Toggles: Story = {
  args: { lang: 'ar' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const english = globals.locale === 'en';
    const button = canvas.getByRole('button', { name: english ? 'العربية' : 'English' });
    await expect(button).toHaveAttribute('title', english ? 'Switch to Arabic' : 'التبديل إلى الإنجليزية');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};
