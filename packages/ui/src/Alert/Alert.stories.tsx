import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';

const TEXT = {
  error: { en: 'The email or password is incorrect.', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
  success: {
    en: 'Your account has been created. We sent a verification code to your email.',
    ar: 'تم إنشاء حسابك. أرسلنا رمز التحقق إلى بريدك الإلكتروني.',
  },
  info: {
    en: 'Enter the 6-digit code we sent to your email.',
    ar: 'أدخل الرمز المكوّن من ٦ أرقام الذي أرسلناه إلى بريدك.',
  },
  warning: {
    en: 'Your payment was not completed. Please try again.',
    ar: 'لم تكتمل عملية الدفع. يرجى المحاولة مرة أخرى.',
  },
} as const;

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { tone: 'info', children: null },
  render: (args, { globals }) => <Alert {...args}>{textFor(globals).pick(TEXT[args.tone])}</Alert>,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
export const Success: Story = {
  args: { tone: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};
export const Info: Story = { args: { tone: 'info' } };
export const Warning: Story = { args: { tone: 'warning' } };

export const WithTitle: Story = {
  args: { tone: 'error' },
  render: (args, { globals }) => {
    const { t, pick } = textFor(globals);
    return (
      <Alert {...args} title={t('errors.loginTitle')}>
        {pick(TEXT.error)}
      </Alert>
    );
  },
};
