import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListError } from './ListError';

const meta = {
  title: 'UI/ListError',
  component: ListError,
  args: { message: '', onRetry: fn() },
  render: (args, { globals }) => <ListError {...args} message={textFor(globals).t('lists.fetchFailed')} />,
} satisfies Meta<typeof ListError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('lists.fetchFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { parameters: { darsViewport: 375, chromatic: { viewports: [375] } } };
