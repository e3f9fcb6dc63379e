import { textFor } from '@dars/i18n';
import { slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import { emptyList, failUntilRecovered, manyCourses } from '../pagedFixtures';
import MyCoursesScreen from './MyCoursesScreen';

const meta = {
  title: 'Screens/MyCourses',
  component: MyCoursesScreen,
  parameters: { layout: 'padded', path: '/my-courses' },
  args: { title: 'title.myCourses', params: {} },
  loaders: [async () => ({ token: await demoStudentToken() })],
  render: (args, { parameters, loaded }) => (
    <AppHarness path={parameters.path as string} token={(loaded as { token: string }).token}>
      <MyCoursesScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof MyCoursesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
const cards = async ({ canvasElement }: Ctx, name: string) => {
  const list = await within(canvasElement).findByRole('list', { name }, { timeout: 5000 });
  return within(list).getAllByRole('listitem');
};

/** The demo student's ten enrolled courses, each with its progress bar, finished ones at 100 %. */
export const Filled: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await cards(ctx, t('myCourses.grid'))).toHaveLength(10);
    const bars = within(ctx.canvasElement).getAllByRole('progressbar');
    await expect(bars).toHaveLength(10);
    await expect(bars.some((bar) => bar.getAttribute('aria-valuenow') === '100')).toBe(true);
  },
};

/** /coureses-not-completed: only the unfinished courses (my-courses/not-completed). */
export const InProgress: Story = {
  parameters: { path: '/coureses-not-completed' },
  args: { title: 'title.coursesInProgress' },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await cards(ctx, t('title.coursesInProgress'))).toHaveLength(7);
    for (const bar of within(ctx.canvasElement).getAllByRole('progressbar'))
      await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  },
};

/** The second of two pages (26 courses). */
export const SecondPage: Story = {
  parameters: {
    path: '/my-courses?page=2',
    msw: [manyCourses('profile/my-courses', 26, (i) => ({ progress: (i * 37) % 101, is_subscribed: true }))],
  },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await cards(ctx, t('myCourses.grid'))).toHaveLength(6);
    await expect(
      within(ctx.canvasElement).getByRole('link', { name: t('pagination.goTo', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = {
  parameters: { msw: [slow('get', 'profile/my-courses')] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Not enrolled in anything yet: 'no courses', with a way to the catalogue. */
export const Empty: Story = {
  parameters: { msw: [emptyList('profile/my-courses')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('empty.myCourses'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('lists.browseCourses') })).toHaveAttribute('href', '/courses-page');
  },
};

const failing = failUntilRecovered('profile/my-courses');

export const ErrorAndRetry: Story = {
  parameters: { msw: [failing.handler] },
  beforeEach: () => failing.reset(),
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(t('myCourses.failed'));
    failing.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await cards(ctx, t('myCourses.grid'))).toHaveLength(10);
  },
};
