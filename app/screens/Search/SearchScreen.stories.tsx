import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness, demoStudentToken } from '../../stories/AppHarness';
import { emptyList } from '../pagedFixtures';
import { errorAndRetryStory, gridItems, loadingStory, type StoryCtx } from '../pagedStories';
import SearchScreen from './SearchScreen';

/** A term with two pages of results in each language (the demo has 37 for 'ال' and 24 for 'in'). */
const TERM = { ar: 'ال', en: 'in' } as const;
const termFor = (globals: Record<string, unknown>) => textFor(globals).pick(TERM);

const meta = {
  title: 'Screens/Search',
  component: SearchScreen,
  parameters: { layout: 'padded', query: 'term={term}' },
  args: { title: 'title.search', params: {} },
  render: (args, { parameters, globals, loaded }) => (
    <AppHarness
      path={`/search-result?${(parameters.query as string).replace('{term}', encodeURIComponent(termFor(globals)))}`}
      token={(loaded as { token?: string }).token ?? null}
    >
      <SearchScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (ctx: StoryCtx) => gridItems(ctx, 'searchPage.grid');

/** A visitor's results: 20 cards with subscribe and no heart; the term in the heading; two pages. */
export const Results: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await cards(ctx)).toHaveLength(20);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('search.resultsFor', { term: termFor(ctx.globals) }),
    );
    await expect(canvas.queryByRole('button', { name: t('favorite.add') })).toBeNull();
    // Subscribe names its course: "Subscribe: <title>".
    const subscribe = canvas.getAllByRole('button', { name: new RegExp(`^${t('course.subscribe')}`) });
    await expect(subscribe.length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: t('pagination.goTo', { page: 2 }) })).toBeVisible();
  },
};

/** Page 2 of the results (from the URL). */
export const SecondPage: Story = {
  parameters: { query: 'term={term}&page=2' },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const rest = textFor(ctx.globals).pick({ ar: 17, en: 4 });
    await expect(await cards(ctx)).toHaveLength(rest);
    await expect(
      within(ctx.canvasElement).getByRole('link', { name: t('pagination.goTo', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** Signed in: each card has the favourite heart too. */
export const SignedIn: Story = {
  loaders: [async () => ({ token: await demoStudentToken() })],
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await cards(ctx);
    const hearts = within(ctx.canvasElement).getAllByRole('button', { pressed: false });
    await expect(hearts.length).toBeGreaterThan(0);
    await expect(hearts[0]).toHaveAccessibleName(t('favorite.add'));
  },
};

/** Paging through the results keeps the term. */
export const Paging: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await cards(ctx);
    await userEvent.click(canvas.getByRole('link', { name: t('pagination.next') }));
    await waitFor(async () => expect(await cards(ctx)).toHaveLength(textFor(ctx.globals).pick({ ar: 17, en: 4 })));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(termFor(ctx.globals));
  },
};

/** Nothing matches: 'no results'. */
export const NoResults: Story = {
  parameters: { msw: [emptyList('courses', 'meta')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(await within(canvasElement).findByText(t('empty.noResults'))).toBeVisible();
  },
};

/** No term (or a blank one): a prompt, and no call. */
export const BlankTerm: Story = {
  parameters: { query: 'term=%20%20' },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('searchPage.promptTitle'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = loadingStory('courses');

/** The spec's red line ('error while fetching courses') and retry. */
export const ErrorAndRetry: Story = errorAndRetryStory('courses', 'lists.fetchFailed', {
  gridKey: 'searchPage.grid',
  count: 20,
});
