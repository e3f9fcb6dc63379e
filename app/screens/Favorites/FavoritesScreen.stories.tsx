import { textFor } from '@dars/i18n';
import { resetDemoStore } from '@dars/mocks';
import { slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import { emptyList, failUntilRecovered, manyCourses } from '../pagedFixtures';
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

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
const cards = async ({ canvasElement, globals }: Ctx) => {
  const { t } = textFor(globals);
  const list = await within(canvasElement).findByRole('list', { name: t('favorites.grid') }, { timeout: 5000 });
  return within(list).getAllByRole('listitem');
};

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
    await waitFor(async () => expect(await cards(ctx)).toHaveLength(4), { timeout: 5000 });
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

export const Loading: Story = {
  parameters: { msw: [slow('get', 'profile/my-favorites')] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [emptyList('profile/my-favorites')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(await within(canvasElement).findByText(t('empty.favorites'), {}, { timeout: 5000 })).toBeVisible();
  },
};

const failing = failUntilRecovered('profile/my-favorites');

export const ErrorAndRetry: Story = {
  parameters: { msw: [failing.handler] },
  beforeEach: () => failing.reset(),
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(t('favorites.failed'));
    failing.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await cards(ctx)).toHaveLength(5);
  },
};
