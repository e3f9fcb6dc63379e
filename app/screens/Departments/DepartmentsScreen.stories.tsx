import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import { failUntilRecovered, manyDepartments } from '../pagedFixtures';
import { emptyStory, loadingStory } from '../pagedStories';
import DepartmentsScreen from './DepartmentsScreen';

const meta = {
  title: 'Screens/Departments',
  component: DepartmentsScreen,
  parameters: { layout: 'padded', path: '/departments' },
  args: { title: 'title.departments', params: {} },
  render: (args, { parameters }) => (
    <AppHarness path={parameters.path as string}>
      <DepartmentsScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof DepartmentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
const grid = async ({ canvasElement, globals }: Ctx) => {
  const { t } = textFor(globals);
  return within(await within(canvasElement).findByRole('list', { name: t('departments.grid') }));
};

/** The demo's eight departments: picture (or the placeholder icon), title and course count; each opens its courses. */
export const Filled: Story = {
  play: async (ctx) => {
    const cards = await grid(ctx);
    const links = cards.getAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(links[0]).toHaveAttribute('href', '/courses-page?category=1');
    // Personal development has no picture: the placeholder icon stands in.
    await expect(ctx.canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(1);
    // One page: no pagination.
    await expect(within(ctx.canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** The second of two pages (26 departments): six cards, page 2 current. */
export const SecondPage: Story = {
  parameters: { path: '/departments?page=2', msw: [manyDepartments] },
  play: async (ctx) => {
    const { t, format } = textFor(ctx.globals);
    const cards = await grid(ctx);
    await expect(cards.getAllByRole('link')).toHaveLength(6);
    const current = within(ctx.canvasElement).getByRole('link', { name: t('pagination.goTo', { page: 2 }) });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveTextContent(format.digits(2));
  },
};

/** Choosing page 2 shows its cards and moves focus to the page's heading. */
export const Paging: Story = {
  parameters: { msw: [manyDepartments] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect((await grid(ctx)).getAllByRole('link')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('link', { name: t('pagination.goTo', { page: 2 }) }));
    await waitFor(async () => expect((await grid(ctx)).getAllByRole('link')).toHaveLength(6));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
  },
};

/** While the page loads: placeholder cards of the grid's size. */
export const Loading: Story = loadingStory('categories');

export const Empty: Story = emptyStory('categories', 'empty.categories');

const failing = failUntilRecovered('categories');

/** The list failed: the red line and a retry button; retrying loads the list. */
export const ErrorAndRetry: Story = {
  parameters: { msw: [failing.handler] },
  beforeEach: () => failing.reset(),
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByText(t('departments.failed'))).toBeVisible();
    failing.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect((await grid(ctx)).getAllByRole('link')).toHaveLength(8);
  },
};

/** The error state as it stays on screen. */
export const Failed: Story = {
  parameters: { msw: [failing.handler] },
  beforeEach: () => failing.reset(),
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('departments.failed'));
  },
};
