import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import PaymentResultScreen from './PaymentResultScreen';

const meta = {
  title: 'Screens/PaymentResult',
  component: PaymentResultScreen,
  parameters: { layout: 'padded', path: '/payment-success' },
  args: { title: 'title.paymentSuccess', params: {} },
  render: (args, { parameters }) => (
    <AppHarness path={parameters.path as string}>
      <PaymentResultScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof PaymentResultScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: the spec's message and the ways on, my courses first. */
export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('payment.successTitle') })).toBeVisible();
    await expect(canvas.getByText(t('payment.successBody'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('payment.goToMyCourses') })).toHaveAttribute('href', '/my-courses');
    await expect(canvas.getByRole('link', { name: t('payment.backToCart') })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('link', { name: t('payment.toPlans') })).toHaveAttribute('href', '/packages');
    await expect(canvas.queryByRole('heading', { name: t('payment.details') })).toBeNull();
  },
};

/** Not completed: the spec's message; back to the cart comes first. */
export const Warning: Story = {
  parameters: { path: '/payment-warning' },
  args: { title: 'title.paymentWarning' },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('payment.warningTitle') })).toBeVisible();
    await expect(canvas.getByText(t('payment.warningBody'))).toBeVisible();
  },
};

/** What the provider appended, shown as text: markup in it stays text, nothing runs, nothing links. */
export const WithProviderDetails: Story = {
  parameters: {
    path: '/payment-success?invoice=INV-2041&status=paid&note=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const details = canvas.getByRole('region', { name: t('payment.details') });
    await expect(within(details).getByText('INV-2041')).toBeVisible();
    await expect(within(details).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(details.querySelector('img')).toBeNull();
    await expect(within(details).queryAllByRole('link')).toHaveLength(0);
  },
};

/** A phone: the links wrap, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { darsViewport: 375, path: '/payment-warning?reason=card_declined' },
  args: { title: 'title.paymentWarning' },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
