import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageToggle } from './LanguageToggle';

const meta = {
  title: 'UI/LanguageToggle',
  component: LanguageToggle,
  args: { onToggle: fn() },
  // The toggle shows the language the toolbar has chosen.
  render: (args, { globals }) => <LanguageToggle {...args} lang={textFor(globals).lang} />,
} satisfies Meta<typeof LanguageToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { lang: 'ar' } };

export const Toggles: Story = {
  args: { lang: 'ar' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { pick } = textFor(globals);
    const button = canvas.getByRole('button', { name: pick({ en: 'العربية', ar: 'English' }) });
    await expect(button).toHaveAttribute('title', pick({ en: 'Switch to Arabic', ar: 'التبديل إلى الإنجليزية' }));
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};
