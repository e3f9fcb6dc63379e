import { textFor } from '@dars/i18n';
import { resetDemoStore } from '@dars/mocks';
import { answer, offline, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import PlansScreen from './PlansScreen';

const meta = {
  title: 'Screens/Plans',
  component: PlansScreen,
  parameters: { layout: 'padded', path: '/packages', student: true },
  args: { title: 'title.plans', params: {} },
  loaders: [
    async ({ parameters }) => {
      resetDemoStore();
      return { token: parameters.student ? await demoStudentToken() : null };
    },
  ],
  render: (args, { parameters, loaded }) => (
    <AppHarness path={parameters.path as string} token={(loaded as { token: string | null }).token}>
      <PlansScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof PlansScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** The plan cards, once loaded. */
async function cards({ canvasElement, globals }: Ctx) {
  const { t } = textFor(globals);
  const list = await within(canvasElement).findByRole('region', { name: t('plans.choose') });
  return within(list).getAllByRole('article');
}

/** A student with a plan: its status on top (dates, courses left, renew), the plan marked among the others. */
export const StudentWithPlan: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    const items = await cards(ctx);
    await expect(items.length).toBeGreaterThan(1);
    const status = canvas.getByRole('region', { name: t('plan.current') });
    await expect(within(status).getByText(t('plan.remainingCourses'))).toBeVisible();
    await expect(
      within(status).getByRole('button', { name: new RegExp(t('plan.renewFor', { price: '' }).trim()) }),
    ).toBeEnabled();
    // Exactly one card is the current plan, and it renews; the others subscribe.
    const current = items.filter((item) => within(item).queryByText(t('plan.current')));
    await expect(current).toHaveLength(1);
    await expect(within(current[0] as HTMLElement).getByRole('button', { name: t('plan.renew') })).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: t('plan.subscribe') })).toHaveLength(items.length - 1);
  },
};

/** A student without a plan: 'no active subscription', every plan to subscribe to. */
export const StudentWithoutPlan: Story = {
  parameters: { msw: [answer('get', 'profile/my-plan', { data: { my_plan: null, plans: [] } })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const items = await cards(ctx);
    await expect(within(ctx.canvasElement).getByText(t('plan.noActiveSubscription'))).toBeVisible();
    await expect(within(ctx.canvasElement).getAllByRole('button', { name: t('plan.subscribe') })).toHaveLength(
      items.length,
    );
  },
};

/** A visitor: no status; subscribing asks to log in first, with a way to log in. */
export const VisitorSubscribes: Story = {
  parameters: { student: false },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const [first] = await cards(ctx);
    await expect(within(ctx.canvasElement).queryByRole('region', { name: t('plan.current') })).toBeNull();
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: t('plan.subscribe') }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(t('checkout.loginFirst'));
    await expect(within(dialog).getByRole('button', { name: t('auth.login') })).toBeVisible();
  },
};

/** A student subscribes and the server settles it without a payment page: its message, then a reload. */
export const StudentSubscribed: Story = {
  parameters: {
    msw: [answer('post', 'payment/checkout', { message: 'Subscribed to the plan.', data: { redirect: false } })],
  },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await cards(ctx);
    const [subscribe] = within(ctx.canvasElement).getAllByRole('button', { name: t('plan.subscribe') });
    await userEvent.click(subscribe as HTMLElement);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Subscribed to the plan.');
  },
};

export const Loading: Story = {
  parameters: { msw: [slow('get', 'plans')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await within(ctx.canvasElement).findByRole('status')).toHaveTextContent(t('common.loading'));
  },
};

/** No plans: 'no plans'. */
export const Empty: Story = {
  parameters: {
    student: false,
    msw: [answer('get', 'plans', { data: [] })],
  },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await within(ctx.canvasElement).findByText(t('empty.plans'))).toBeVisible();
  },
};

/** The plans fail to load: the list failure and a retry. */
export const Failed: Story = {
  parameters: { student: false, msw: [offline('get', 'plans')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByText(t('errors.fetchFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};

/** The plans load but the student's own plan does not: that part says so, announced, with a retry that reads it. */
export const MyPlanFailed: Story = {
  parameters: { msw: [offline('get', 'profile/my-plan')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    const status = await canvas.findByRole('region', { name: t('plan.current') });
    await expect(within(status).getByRole('alert')).toHaveTextContent(t('errors.fetchFailed'));
    await expect(within(status).getByRole('button', { name: t('common.retry') })).toBeEnabled();
    await cards(ctx);
  },
};

/** A phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { darsViewport: 375 },
  play: async (ctx) => {
    await cards(ctx);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
