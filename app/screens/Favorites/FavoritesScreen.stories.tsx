import { textFor } from '@dars/i18n';
import { resetDemoStore } from '@dars/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import { manyCourses } from '../pagedFixtures';
import { emptyStory, errorAndRetryStory, gridItems, loadingStory, type StoryCtx } from '../pagedStories';
import FavoritesScreen from './FavoritesScreen';

const meta = {
  title: 'Screens/Favorites',
  component: FavoritesScreen,
  parameters: { layout: 'padded', path: '/my_fav' },
  args: { title: 'title.favorites', params: {} },
  // The demo store starts afresh for each story: removing a favourite changes it.
  loaders: [
    async () => {
      resetDemoStore();
      return { token: await demoStudentToken() };
    },
  ],
  render: (args, { parameters, loaded }) => (
    <AppHarness path={parameters.path as string} token={(loaded as { token: string }).token}>
      <FavoritesScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof FavoritesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (ctx: StoryCtx) => gridItems(ctx, 'favorites.grid');

/** The demo student's five favourites, each linking to its course, each heart pressed. */
export const Filled: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const items = await cards(ctx);
    await expect(items).toHaveLength(5);
    for (const item of items) {
      await expect(within(item).getByRole('link').getAttribute('href')).toMatch(/^\/single_course\//);
      await expect(within(item).getByRole('button', { name: t('favorite.remove') })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
  },
};

/** Taking the heart off a card removes the card once the server agrees. */
export const RemoveFavourite: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const items = await cards(ctx);
    await userEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: t('favorite.remove') }));
    await waitFor(async () => expect(await cards(ctx)).toHaveLength(4));
  },
};

/** The second of two pages (26 favourites). */
export const SecondPage: Story = {
  parameters: {
    path: '/my_fav?page=2',
    msw: [manyCourses('profile/my-favorites', 26, () => ({ is_favorite: true }))],
  },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await cards(ctx)).toHaveLength(6);
    await expect(
      within(ctx.canvasElement).getByRole('link', { name: t('pagination.goTo', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = loadingStory('profile/my-favorites');

export const Empty: Story = emptyStory('profile/my-favorites', 'empty.favorites');

export const ErrorAndRetry: Story = errorAndRetryStory('profile/my-favorites', 'favorites.failed', {
  gridKey: 'favorites.grid',
  count: 5,
});
