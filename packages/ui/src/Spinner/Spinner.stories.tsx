import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement, globals }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(textFor(globals).pick({ en: 'Loading…', ar: 'جارٍ التحميل…' }));
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const CustomLabel: Story = { args: { label: 'Loading courses' } };
