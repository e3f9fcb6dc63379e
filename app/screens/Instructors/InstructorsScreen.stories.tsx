import { textFor } from '@dars/i18n';
import { slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import { emptyList, failUntilRecovered, manyInstructors } from '../pagedFixtures';
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

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
const cards = async ({ canvasElement, globals }: Ctx) => {
  const { t } = textFor(globals);
  const list = await within(canvasElement).findByRole('list', { name: t('instructors.grid') }, { timeout: 5000 });
  return within(list).getAllByRole('listitem');
};

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

export const Loading: Story = {
  parameters: { msw: [slow('get', 'instructors')] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  parameters: { msw: [emptyList('instructors')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(await within(canvasElement).findByText(t('empty.instructors'))).toBeVisible();
  },
};

const failing = failUntilRecovered('instructors');

/** The red line and retry; retrying loads the grid. */
export const ErrorAndRetry: Story = {
  parameters: { msw: [failing.handler] },
  beforeEach: () => failing.reset(),
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(t('instructors.failed'));
    failing.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await cards(ctx)).toHaveLength(12);
  },
};
