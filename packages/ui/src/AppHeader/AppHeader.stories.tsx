import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'UI/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: { onToggleLanguage: fn(), onNavigate: fn(), logoUrl: '/demo-media/logo.svg', name: null, lang: 'ar' },
  render: (args, { globals }) => {
    const lang = globals.locale === 'en' ? 'en' : 'ar';
    const name = args.name === 'demo' ? (lang === 'en' ? 'Dars Academy' : 'أكاديمية درس') : args.name;
    return <AppHeader {...args} name={name} lang={lang} />;
  },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** App info has arrived: the product's name and logo. */
export const Ready: Story = {
  args: { name: 'demo' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const english = globals.locale === 'en';
    await expect(canvas.getByRole('link', { name: english ? /Dars Academy/ : /أكاديمية درس/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: english ? /Dars Academy/ : /أكاديمية درس/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/home');
    await userEvent.click(canvas.getByRole('button', { name: english ? 'العربية' : 'English' }));
    await expect(args.onToggleLanguage).toHaveBeenCalledTimes(1);
  },
};

/** App info is slow: a spinner stands in for the name. */
export const Loading: Story = { args: { name: null, logoUrl: null, loading: true } };

/** App info failed (only logged): the translated fallback name, no logo. */
export const Fallback: Story = { args: { name: null, logoUrl: null } };

/** A very long name is cut with an ellipsis instead of pushing the toggle away. */
export const LongName: Story = {
  args: { name: 'أكاديمية درس للتعليم الإلكتروني والتدريب المهني المتخصص عن بعد' },
};
