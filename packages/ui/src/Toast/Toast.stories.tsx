import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Toast } from './Toast';

const TEXT = {
  success: { en: 'Login successful', ar: 'تم تسجيل الدخول بنجاح' },
  error: { en: 'Failed to connect to the server.', ar: 'فشل الاتصال بالخادم.' },
  warning: { en: 'Removed from favourites.', ar: 'تمت الإزالة من المفضلة.' },
} as const;

const meta = {
  title: 'UI/Toast',
  component: Toast,
  args: { open: true, message: '', tone: 'success' },
  render: (args, { globals }) => (
    <Toast
      {...args}
      message={textFor(globals).pick(TEXT[args.tone === 'error' || args.tone === 'warning' ? args.tone : 'success'])}
    />
  ),
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(textFor(globals).pick(TEXT.success));
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(textFor(globals).pick(TEXT.error));
  },
};

export const Warning: Story = {
  args: { tone: 'warning' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(textFor(globals).pick(TEXT.warning));
  },
};
