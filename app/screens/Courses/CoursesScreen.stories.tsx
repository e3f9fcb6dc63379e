import { textFor } from '@dars/i18n';
import { answer, offline, refuse, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import CoursesScreen from './CoursesScreen';
import FreeCoursesScreen from './FreeCoursesScreen';

const meta = {
  title: 'Screens/Courses',
  component: CoursesScreen,
  parameters: { layout: 'fullscreen' },
  args: { title: 'title.courses', params: {} },
  render: (args) => (
    <AppHarness path="/courses-page">
      <CoursesScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof CoursesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };

const phone = { darsViewport: 375, chromatic: { viewports: [375] } };

/**
 * The grid of course cards as it is now. Look it up on every try of a wait: while a new list loads,
 * skeleton cards take its place and a new grid follows, so a grid found once (just after a click, before
 * the skeleton is drawn) may be the old one, detached and showing the old cards for good.
 */
const resultsGrid = ({ canvasElement, globals }: Ctx) =>
  within(canvasElement).getByRole('list', { name: textFor(globals).t('listing.resultsLabel') });

/** The grid of course cards, once it shows `count` of them. */
async function cardsShown(ctx: Ctx, count: number) {
  return waitFor(() => {
    const grid = resultsGrid(ctx);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(count);
    return grid;
  });
}

/** The courses and the filter options are on their way: skeleton cards of the grid's size, placeholder filter rows. */
export const Loading: Story = {
  parameters: { msw: [slow('get', 'courses'), slow('get', 'courses/filters')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('cards.loadingList'))).toHaveAttribute('role', 'status');
    await expect(canvasElement.querySelectorAll('[data-skeleton="course"] > li')).toHaveLength(20);
    await expect(canvas.getByRole('group', { name: t('filters.category') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The first page: 20 cards, the filters with their counts, numbered pagination. */
export const Filled: Story = {
  play: async (ctx) => {
    const { t, plural } = textFor(ctx.globals);
    await cardsShown(ctx, 20);
    const canvas = within(ctx.canvasElement);
    const pages = canvas.getByRole('navigation', { name: t('listing.pagination') });
    await expect(within(pages).getByRole('link', { name: t('pagination.goTo', { page: 2 }) })).toBeVisible();
    await expect(
      await canvas.findByRole('checkbox', { name: new RegExp(`^${plural('count.stars', 5)}`) }),
    ).not.toBeChecked();
  },
};

/** Opened from a shared link: category and two ratings chosen, the summary chips above the grid. */
export const Filtered: Story = {
  render: (args) => (
    <AppHarness path="/courses-page?category=3&rate=4,5">
      <CoursesScreen {...args} />
    </AppHarness>
  ),
  play: async (ctx) => {
    const { t, plural } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await waitFor(() => expect(within(resultsGrid(ctx)).getAllByRole('listitem').length).toBeGreaterThan(0));
    const summary = canvas.getByRole('list', { name: t('listing.activeFilters') });
    await expect(
      within(summary).getByRole('button', { name: t('listing.removeFilter', { name: plural('count.stars', 4) }) }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('checkbox', { name: new RegExp(`^${plural('count.stars', 5)}`) }),
    ).toBeChecked();
  },
};

/** A choice in the panel: the grid follows, and 'clear filters' appears. */
export const ChoosingARating: Story = {
  play: async (ctx) => {
    const { t, plural } = textFor(ctx.globals);
    await cardsShown(ctx, 20);
    const canvas = within(ctx.canvasElement);
    const fourStars = await canvas.findByRole('checkbox', { name: new RegExp(`^${plural('count.stars', 4)}`) });
    await userEvent.click(fourStars);
    await expect(fourStars).toBeChecked();
    await cardsShown(ctx, 12);
    await expect(canvas.getByRole('button', { name: t('filters.clear') })).toBeVisible();
  },
};

/** No course matches: the empty state, with 'clear filters'. */
export const Empty: Story = {
  parameters: { msw: [answer('get', 'courses', { data: [], paginate: { last_page: 1 } })] },
  render: (args) => (
    <AppHarness path="/courses-page?rate=1">
      <CoursesScreen {...args} />
    </AppHarness>
  ),
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('listing.emptyFiltered'))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: t('filters.clear') }).length).toBeGreaterThan(0);
  },
};

/** No courses at all (no filter chosen). */
export const EmptyCatalogue: Story = {
  parameters: { msw: [answer('get', 'courses', { data: [], paginate: { last_page: 1 } })] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(await within(canvasElement).findByText(t('empty.courses'))).toBeVisible();
  },
};

/** The listing could not be fetched: the spec's red line and a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: [offline('get', 'courses')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('lists.fetchFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** The filter options could not be loaded: the panel says so and offers a retry; the courses still show. */
export const FiltersFailed: Story = {
  parameters: { msw: [refuse('get', 'courses/filters', { status: 500, message: 'Server error' })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await cardsShown(ctx, 20);
    await expect(await within(ctx.canvasElement).findByText(t('listing.optionsFailed'))).toBeVisible();
  },
};

/** A phone: the grid in one column and a 'Filters' button (with the number chosen) instead of the sidebar. */
export const Phone: Story = {
  parameters: phone,
  render: (args) => (
    <AppHarness path="/courses-page?rate=4,5&page=2">
      <CoursesScreen {...args} />
    </AppHarness>
  ),
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await cardsShown(ctx, 17);
    await expect(
      within(ctx.canvasElement).getByRole('button', { name: new RegExp(`^${t('listing.openFilters')}`) }),
    ).toBeVisible();
  },
};

/** A phone with the filter sheet open: the panel in a modal sheet from the bottom. */
export const PhoneSheetOpen: Story = {
  parameters: phone,
  render: (args) => (
    <AppHarness path="/courses-page?category=3">
      <CoursesScreen {...args} />
    </AppHarness>
  ),
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${t('listing.openFilters')}`) }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: t('filters.title') });
    await expect(await within(sheet).findByRole('group', { name: t('filters.rating') })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: t('listing.showResults') })).toBeVisible();
  },
};

/** /coureses-free: the same listing with the status fixed to free (no status or price to choose). */
export const FreeCourses: StoryObj<typeof FreeCoursesScreen> = {
  args: { title: 'title.freeCourses', params: {} },
  render: (args) => (
    <AppHarness path="/coureses-free">
      <FreeCoursesScreen {...args} />
    </AppHarness>
  ),
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const grid = await cardsShown(ctx, 10);
    for (const card of within(grid).getAllByRole('listitem')) await expect(card).toHaveTextContent(t('course.free'));
    await expect(within(ctx.canvasElement).queryByRole('group', { name: t('filters.status') })).toBeNull();
  },
};
