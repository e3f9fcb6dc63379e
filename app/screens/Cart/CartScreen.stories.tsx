import { textFor } from '@dars/i18n';
import { resetDemoStore } from '@dars/mocks';
import { answer, offline, refuse, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import CartScreen from './CartScreen';

const meta = {
  title: 'Screens/Cart',
  component: CartScreen,
  parameters: { layout: 'padded', path: '/cart' },
  args: { title: 'title.cart', params: {} },
  // The demo store starts afresh for each story (the demo student has two paid courses in the cart).
  loaders: [
    async () => {
      resetDemoStore();
      return { token: await demoStudentToken() };
    },
  ],
  render: (args, { parameters, loaded }) => (
    <AppHarness path={parameters.path as string} token={(loaded as { token: string }).token}>
      <CartScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof CartScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** The rows of the cart, once loaded. */
async function rows({ canvasElement, globals }: Ctx) {
  const { t } = textFor(globals);
  const list = await within(canvasElement).findByRole('region', { name: t('cart.items') });
  return within(list).queryAllByRole('article');
}

/** The summary's figure for a term ('cart.total'…), as shown. */
async function figure({ canvasElement }: Ctx, term: string) {
  const dt = await within(canvasElement).findByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

/** The figures have two decimals in the language's digits (٫ and Arabic-Indic digits in Arabic). */
const twoDecimals = /[0-9٠-٩][.٫][0-9٠-٩]{2}/;

/** Pay now pressed once the cart is there: the checkout's dialog, once shown. */
async function payNow(ctx: Ctx) {
  const { t } = textFor(ctx.globals);
  await rows(ctx);
  await userEvent.click(within(ctx.canvasElement).getByRole('button', { name: t('cart.payNow') }));
  const dialog = await within(document.body).findByRole('alertdialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Two courses, each with its price, category, instructor and a remove button; the summary with two decimals. */
export const TwoCourses: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const items = await rows(ctx);
    await expect(items).toHaveLength(2);
    for (const item of items) {
      await expect(within(item).getByRole('link').getAttribute('href')).toMatch(/^\/single_course\//);
      await expect(within(item).getByRole('button', { name: new RegExp(t('cart.remove')) })).toBeEnabled();
      await expect(item.textContent).toMatch(twoDecimals);
    }
    await expect(await figure(ctx, t('cart.subtotal'))).toMatch(twoDecimals);
    await expect(await figure(ctx, t('cart.total'))).toMatch(twoDecimals);
    // No discount without a coupon; the tax says its percentage.
    await expect(within(ctx.canvasElement).queryByText(t('cart.discount'))).toBeNull();
    await expect(within(ctx.canvasElement).getByText(/14|١٤/, { selector: 'dt' })).toBeVisible();
    await expect(within(ctx.canvasElement).getByRole('button', { name: t('cart.apply') })).toBeDisabled();
    await expect(within(ctx.canvasElement).getByRole('button', { name: t('cart.payNow') })).toBeEnabled();
  },
};

/** One course: removing the other leaves one row; the prices are read again. */
export const RemoveOne: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const before = await figure(ctx, t('cart.total'));
    const [first] = await rows(ctx);
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: new RegExp(t('cart.remove')) }));
    await waitFor(async () => expect(await rows(ctx)).toHaveLength(1));
    await waitFor(async () => expect(await figure(ctx, t('cart.total'))).not.toBe(before));
    // Focus stays on the page: the remove button of the row now in its place.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label') ?? '').toMatch(new RegExp(t('cart.remove'))),
    );
  },
};

/** A removal the server refuses: the row stays, with the spec's message under it. */
export const RemoveFailed: Story = {
  parameters: { msw: [refuse('post', 'cart/:id/toggle-cart', { status: 500, message: 'Server Error' })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const [first] = await rows(ctx);
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: new RegExp(t('cart.remove')) }));
    await expect(await within(first as HTMLElement).findByRole('alert')).toHaveTextContent(t('cart.removeFailed'));
    await expect(await rows(ctx)).toHaveLength(2);
  },
};

/** A valid coupon: the discount line appears and the total drops; the applied code shows with a way to remove it. */
export const CouponApplied: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await rows(ctx);
    await userEvent.type(canvas.getByRole('textbox', { name: t('cart.coupon') }), 'DARS10');
    await userEvent.click(canvas.getByRole('button', { name: t('cart.apply') }));
    await expect(await canvas.findByText('DARS10')).toBeVisible();
    await expect(await figure(ctx, t('cart.discount'))).toMatch(twoDecimals);
    await expect(canvas.getByRole('button', { name: t('cart.removeCoupon') })).toBeEnabled();
  },
};

/** An expired coupon: the server's words under the field, the code kept; nothing applied. */
export const CouponExpired: Story = {
  play: async (ctx) => {
    const { t, pick } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await rows(ctx);
    const field = canvas.getByRole('textbox', { name: t('cart.coupon') });
    await userEvent.type(field, 'EXPIRED2024');
    await userEvent.click(canvas.getByRole('button', { name: t('cart.apply') }));
    const words = pick({ en: 'This coupon has expired.', ar: 'انتهت صلاحية هذا الكوبون.' });
    // Said when it comes (an alert), and tied to the field as its description.
    // The alert is always there (empty until a refusal), so screen readers hear it when it fills.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(words));
    await expect(field).toHaveAccessibleDescription(words);
    await expect(field).toHaveValue('EXPIRED2024');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(t('cart.discount'))).toBeNull();
  },
};

/** A coupon that fails without words: the spec's 'failed to apply the coupon'. */
export const CouponApplyOffline: Story = {
  parameters: { msw: [offline('post', 'cart/add-coupon')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await rows(ctx);
    await userEvent.type(canvas.getByRole('textbox', { name: t('cart.coupon') }), 'DARS10');
    await userEvent.click(canvas.getByRole('button', { name: t('cart.apply') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('cart.couponApplyFailed')));
    await expect(canvas.getByRole('textbox', { name: t('cart.coupon') })).toHaveAccessibleDescription(
      t('cart.couponApplyFailed'),
    );
  },
};

/** Removing an applied coupon fails: 'failed to remove the coupon', the coupon stays. */
export const CouponRemoveFailed: Story = {
  parameters: {
    msw: [
      answer('get', 'cart/price-details', {
        data: {
          sub_total: 1699,
          discount_value: 169.9,
          tax: 14,
          tax_value: 214.07,
          total_price: 1743.17,
          coupon_applied: true,
          coupon_code: 'DARS10',
        },
      }),
      offline('post', 'cart/remove-coupon'),
    ],
  },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('cart.removeCoupon') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('cart.couponRemoveFailed'));
    await expect(canvas.getByText('DARS10')).toBeVisible();
  },
};

/** Nothing in the cart: the spec's words and the way to the catalogue. */
export const Empty: Story = {
  parameters: { msw: [answer('get', 'cart/courses', { data: [], cart: null })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByText(t('cart.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('cart.browse') })).toHaveAttribute('href', '/courses-page');
  },
};

/** The cart on its way: placeholders the size of what comes. */
export const Loading: Story = {
  parameters: { msw: [slow('get', 'cart/courses')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await within(ctx.canvasElement).findByRole('status')).toHaveTextContent(t('common.loading'));
  },
};

/** The cart fails to load: 'failed to load the cart', and a retry. */
export const LoadFailed: Story = {
  parameters: { msw: [offline('get', 'cart/courses')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByText(t('cart.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};

/** Pay now without a payment page: the server's message, which reloads the page when confirmed. */
export const PaidWithMessage: Story = {
  parameters: {
    msw: [answer('post', 'payment/checkout', { message: 'Subscribed.', data: { redirect: false, url: null } })],
  },
  play: async (ctx) => {
    const dialog = await payNow(ctx);
    await expect(dialog).toHaveTextContent('Subscribed.');
  },
};

/** The browser blocks the payment tab: the payment page as a link to click. */
export const PaymentTabBlocked: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const open = window.open;
    window.open = () => null;
    try {
      const dialog = await payNow(ctx);
      const link = within(dialog).getByRole('link', { name: t('checkout.openPayment') });
      await expect(link.getAttribute('href')).toMatch(/^https?:\/\/.+\/demo-payment\//);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    } finally {
      window.open = open;
    }
  },
};

/** The server refuses the checkout: its message in the error dialog. */
export const PayRefused: Story = {
  parameters: { msw: [refuse('post', 'payment/checkout', { message: 'This course is no longer for sale.' })] },
  play: async (ctx) => {
    const dialog = await payNow(ctx);
    await expect(dialog).toHaveTextContent('This course is no longer for sale.');
  },
};

/**
 * The server fails with a 500 and a message of its own: never its text (English inside the Arabic page), the
 * spec's 'an error occurred during subscription' in the page's language, as for any server error.
 */
export const PayServerError: Story = {
  parameters: {
    msw: [refuse('post', 'payment/checkout', { status: 500, message: 'SQLSTATE[HY000] [2002] Connection refused' })],
  },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const dialog = await payNow(ctx);
    await expect(dialog).toHaveTextContent(t('checkout.failedDuring'));
    await expect(dialog).not.toHaveTextContent('SQLSTATE');
  },
};

/** No answer to the checkout: 'failed to subscribe, please try later'. */
export const PayOffline: Story = {
  parameters: { msw: [offline('post', 'payment/checkout')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const dialog = await payNow(ctx);
    await expect(dialog).toHaveTextContent(t('checkout.failed'));
  },
};

/** A phone: the summary under the courses, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { darsViewport: 375 },
  play: async (ctx) => {
    await expect(await rows(ctx)).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
