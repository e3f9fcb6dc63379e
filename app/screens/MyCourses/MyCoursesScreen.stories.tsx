import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import { emptyList, manyCourses } from '../pagedFixtures';
import { errorAndRetryStory, gridItems, loadingStory } from '../pagedStories';
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

/** The demo student's ten enrolled courses, each with its progress bar, finished ones at 100 %. */
export const Filled: Story = {
  play: async (ctx) => {
    await expect(await gridItems(ctx, 'myCourses.grid')).toHaveLength(10);
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
    await expect(await gridItems(ctx, 'title.coursesInProgress')).toHaveLength(7);
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
    await expect(await gridItems(ctx, 'myCourses.grid')).toHaveLength(6);
    await expect(
      within(ctx.canvasElement).getByRole('link', { name: t('pagination.goTo', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = loadingStory('profile/my-courses');

/** Not enrolled in anything yet: 'no courses', with a way to the catalogue. */
export const Empty: Story = {
  parameters: { msw: [emptyList('profile/my-courses')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('empty.myCourses'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('lists.browseCourses') })).toHaveAttribute('href', '/courses-page');
  },
};

export const ErrorAndRetry: Story = errorAndRetryStory('profile/my-courses', 'myCourses.failed', {
  gridKey: 'myCourses.grid',
  count: 10,
});
