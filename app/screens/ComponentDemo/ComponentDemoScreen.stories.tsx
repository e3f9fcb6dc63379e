import { textFor } from '@dars/i18n';
import { resetDemoStore } from '@dars/mocks';
import { offline } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import ComponentDemoScreen from './ComponentDemoScreen';

type Title =
  | 'title.demoHeader'
  | 'title.demoTabs'
  | 'title.demoContent'
  | 'title.demoCertificate'
  | 'title.demoSubscribedContent'
  | 'title.demoNotSubscribed';

const meta = {
  title: 'Screens/ComponentDemo',
  component: ComponentDemoScreen,
  parameters: { layout: 'padded', path: '/header' },
  args: { title: 'title.demoHeader' as Title, params: {} },
  loaders: [
    () => {
      resetDemoStore();
      return {};
    },
  ],
  render: (args, { parameters }) => (
    <AppHarness path={parameters.path as string}>
      <ComponentDemoScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof ComponentDemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown>; args: { title: Title } };

/** Each route: its own title as the h1, then its part of the course page with the demo course. */
const demo = (title: Title, path: string, check: (ctx: Ctx) => Promise<void>): Story => ({
  args: { title },
  parameters: { path },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t(title) })).toBeVisible();
    await check(ctx as Ctx);
    await expect(canvas.getByRole('link', { name: t('demo.openCourse') })).toHaveAttribute(
      'href',
      '/single_course/python-for-beginners',
    );
  },
});

/** /header: the course's header (its title a heading under the page's). */
export const Header = demo('title.demoHeader', '/header', async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('video')).not.toBeNull());
});

/** /tap: the tabs. */
export const TabsPart = demo('title.demoTabs', '/tap', async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).getAllByRole('tab').length).toBeGreaterThan(2));
});

/** /contant: the content list. */
export const Content = demo('title.demoContent', '/contant', async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-lesson="video"]')).not.toBeNull());
});

/** /certificate: the certificate tab of a subscribed learner. */
export const Certificate = demo('title.demoCertificate', '/certificate', async ({ canvasElement, globals }) => {
  const { t } = textFor(globals);
  await expect(await within(canvasElement).findByText(t('course.certificatePending'))).toBeVisible();
});

/** /contant_subscribed: the subscribed view (the lessons and the learner's panel). */
export const SubscribedContent = demo(
  'title.demoSubscribedContent',
  '/contant_subscribed',
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
);

/** /not_subscribe: the info card of a learner not subscribed. */
export const NotSubscribed = demo('title.demoNotSubscribed', '/not_subscribe', async ({ canvasElement, globals }) => {
  const { t } = textFor(globals);
  await expect(await within(canvasElement).findByRole('button', { name: t('course.subscribe') })).toBeVisible();
});

/**
 * /header while the course's lessons fail to load: the header does not show them, so the screen says the
 * failure itself (announced) with a retry that reads them again.
 */
export const HeaderPartFailed: Story = {
  ...demo('title.demoHeader', '/header', async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.fetchFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  }),
  parameters: { path: '/header', msw: [offline('get', 'courses/python-for-beginners/sections')] },
};
