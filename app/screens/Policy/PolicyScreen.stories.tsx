import { textFor } from '@dars/i18n';
import { answer, offline, refuse, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import { failUntilRecovered } from '../pagedFixtures';
import PolicyScreen from './PolicyScreen';

const meta = {
  title: 'Screens/Policy',
  component: PolicyScreen,
  parameters: { layout: 'padded', path: '/terms_condition' },
  args: { title: 'title.terms', params: {} },
  render: (args, { parameters }) => (
    <AppHarness path={parameters.path as string}>
      <PolicyScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof PolicyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
const article = async ({ canvasElement }: Ctx) => within(await within(canvasElement).findByRole('article'));

/** The terms: the route's title as the h1, then the server's text with its headings and list. */
export const Terms: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('title.terms'));
    const text = await article(ctx);
    await expect((await text.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(1);
    await expect(text.getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** Another policy, the payment and refund one: its own text, not the terms. */
export const PaymentAndRefund: Story = {
  args: { title: 'title.paymentRefund' },
  parameters: { path: '/payment_refund_policy' },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(within(ctx.canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      t('title.paymentRefund'),
    );
    const text = await article(ctx);
    await expect(await text.findByText(/14|١٤/)).toBeVisible();
  },
};

/** While the info call runs: the title, and a large spinner holding the text's place. */
export const Loading: Story = {
  parameters: { msw: [slow('get', 'info')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await within(ctx.canvasElement).findByText(t('policy.loading'))).toBeInTheDocument();
  },
};

/** The server answered unsuccessfully: 'failed to load the terms', with a retry. */
export const Unsuccessful: Story = {
  parameters: { msw: [refuse('get', 'info', { status: 500, message: 'Server error' })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('policy.loadFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** No answer at all (an exception): 'an error occurred while fetching data', with a retry. */
export const Exception: Story = {
  parameters: { msw: [offline('get', 'info')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await within(ctx.canvasElement).findByRole('alert')).toHaveTextContent(t('policy.fetchError'));
  },
};

const failing = failUntilRecovered('info');

/** Retry after a failure asks again and shows the text. */
export const ErrorAndRetry: Story = {
  parameters: { msw: [failing.handler] },
  beforeEach: () => failing.reset(),
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await canvas.findByRole('alert');
    failing.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect((await (await article(ctx)).findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The server sent no text for this policy: a calm note instead of an empty page. */
export const NotPublished: Story = {
  parameters: { msw: [answer('get', 'info', { data: { name: 'Dars', terms_conditions: '' } })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await within(ctx.canvasElement).findByText(t('policy.empty'))).toBeVisible();
  },
};
