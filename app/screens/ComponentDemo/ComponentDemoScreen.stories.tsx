import { textFor } from '@dars/i18n';
import { resetDemoStore } from '@dars/mocks';
import { answer, offline } from '@dars/mocks/overrides';
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

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** The slug of the first course the server lists (the catalogue's first page), which the routes show. */
async function firstListed(): Promise<string> {
  const response = await fetch('/api/v1/courses?per_page=20&page=1', { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { data: { slug: string }[] };
  return body.data[0]?.slug ?? '';
}

/**
 * Each route: its own title as the h1, then (`check`) its part of the course page with the first course the
 * server lists, and the link to that course's whole page. Each story names `play` itself: the story index
 * sees only a `play` written in the story, and runs no other.
 */
const showsPart = (title: Title, check: (ctx: Ctx) => Promise<void>) => async (ctx: Ctx) => {
  const { t } = textFor(ctx.globals);
  const canvas = within(ctx.canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: t(title) })).toBeVisible();
  await check(ctx);
  await expect(await canvas.findByRole('link', { name: t('demo.openCourse') })).toHaveAttribute(
    'href',
    `/single_course/${await firstListed()}`,
  );
};

/** /header: the course's header (its title a heading under the page's). */
export const Header: Story = {
  args: { title: 'title.demoHeader' },
  parameters: { path: '/header' },
  play: showsPart('title.demoHeader', async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2 })).toBeVisible();
  }),
};

/** /tap: the tabs. */
export const TabsPart: Story = {
  args: { title: 'title.demoTabs' },
  parameters: { path: '/tap' },
  play: showsPart('title.demoTabs', async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('tab').length).toBeGreaterThan(2));
  }),
};

/** /contant: the content list. */
export const Content: Story = {
  args: { title: 'title.demoContent' },
  parameters: { path: '/contant' },
  play: showsPart('title.demoContent', async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-lesson="video"]')).not.toBeNull());
  }),
};

/** /certificate: the certificate tab of a subscribed learner. */
export const Certificate: Story = {
  args: { title: 'title.demoCertificate' },
  parameters: { path: '/certificate' },
  play: showsPart('title.demoCertificate', async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(await within(canvasElement).findByText(t('course.certificatePending'))).toBeVisible();
  }),
};

/** /contant_subscribed: the subscribed view (the lessons and the learner's panel). */
export const SubscribedContent: Story = {
  args: { title: 'title.demoSubscribedContent' },
  parameters: { path: '/contant_subscribed' },
  play: showsPart('title.demoSubscribedContent', async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  }),
};

/** /not_subscribe: the info card of a learner not subscribed. */
export const NotSubscribed: Story = {
  args: { title: 'title.demoNotSubscribed' },
  parameters: { path: '/not_subscribe' },
  play: showsPart('title.demoNotSubscribed', async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(await within(canvasElement).findByRole('button', { name: t('course.subscribe') })).toBeVisible();
  }),
};

/**
 * /header while the course's lessons fail to load: the header does not show them, so the screen says the
 * failure itself (announced) with a retry that reads them again.
 */
export const HeaderPartFailed: Story = {
  args: { title: 'title.demoHeader' },
  parameters: { path: '/header', msw: [offline('get', 'courses/:slug/sections')] },
  play: showsPart('title.demoHeader', async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.fetchFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  }),
};

/** A server whose catalogue is empty: the route says plainly that there is no course to show, and links nowhere. */
export const NoCourse: Story = {
  args: { title: 'title.demoTabs' },
  parameters: { path: '/tap', msw: [answer('get', 'courses', { data: [], paginate: { last_page: 1 } })] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('title.demoTabs') })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('demo.noCourse'));
    await expect(canvas.queryByRole('link', { name: t('demo.openCourse') })).toBeNull();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** The catalogue cannot be read: the red line (announced) with a retry that asks again. */
export const CatalogueFailed: Story = {
  args: { title: 'title.demoContent' },
  parameters: { path: '/contant', msw: [offline('get', 'courses')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.fetchFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
    await expect(canvas.queryByRole('link', { name: t('demo.openCourse') })).toBeNull();
  },
};
