import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import { manyInstructors } from '../pagedFixtures';
import { emptyStory, errorAndRetryStory, gridItems, loadingStory, type StoryCtx } from '../pagedStories';
import InstructorsScreen from './InstructorsScreen';

const meta = {
  title: 'Screens/Instructors',
  component: InstructorsScreen,
  parameters: { layout: 'padded', path: '/instructors-page' },
  args: { title: 'title.instructors', params: {} },
  render: (args, { parameters }) => (
    <AppHarness path={parameters.path as string}>
      <InstructorsScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof InstructorsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (ctx: StoryCtx) => gridItems(ctx, 'instructors.grid');

/** The demo's twelve instructors: portrait, name and field, on one page. */
export const Filled: Story = {
  play: async (ctx) => {
    await expect(await cards(ctx)).toHaveLength(12);
    await expect(within(ctx.canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** The second of two pages (26 instructors). */
export const SecondPage: Story = {
  parameters: { path: '/instructors-page?page=2', msw: [manyInstructors] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await cards(ctx)).toHaveLength(6);
    await expect(
      within(ctx.canvasElement).getByRole('link', { name: t('pagination.goTo', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** Next goes to page 2; previous comes back to page 1. */
export const Paging: Story = {
  parameters: { msw: [manyInstructors] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await cards(ctx)).toHaveLength(20);
    await userEvent.click(canvas.getByRole('link', { name: t('pagination.next') }));
    await waitFor(async () => expect(await cards(ctx)).toHaveLength(6));
    await userEvent.click(canvas.getByRole('link', { name: t('pagination.previous') }));
    await waitFor(async () => expect(await cards(ctx)).toHaveLength(20));
  },
};

export const Loading: Story = loadingStory('instructors');

export const Empty: Story = emptyStory('instructors', 'empty.instructors');

/** The red line and retry; retrying loads the grid. */
export const ErrorAndRetry: Story = errorAndRetryStory('instructors', 'instructors.failed', {
  gridKey: 'instructors.grid',
  count: 12,
});
