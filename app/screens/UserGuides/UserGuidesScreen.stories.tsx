import { textFor } from '@dars/i18n';
import { answer, offline, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import UserGuidesScreen from './UserGuidesScreen';

const meta = {
  title: 'Screens/UserGuides',
  component: UserGuidesScreen,
  parameters: { layout: 'padded', path: '/user_guides' },
  args: { title: 'title.userGuides', params: {} },
  render: (args, { parameters }) => (
    <AppHarness path={parameters.path as string}>
      <UserGuidesScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof UserGuidesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };
const guideLinks = async ({ canvasElement, globals }: Ctx) => {
  const { t } = textFor(globals);
  const list = await within(canvasElement).findByRole('list');
  return within(list).getAllByRole('link', { name: new RegExp(t('guides.open')) });
};
const guides = (paths: Record<string, string>) => answer('get', 'info', { data: { name: 'Dars', user_guides: paths } });

/** Both guides: each opens its PDF in a new tab, without a window.opener, and says so to screen readers. */
export const Both: Story = {
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const links = await guideLinks(ctx);
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.getAttribute('href')).toMatch(/^https?:\/\/.+\.pdf$/);
      await expect(link).toHaveAccessibleName(expect.stringContaining(t('guides.newTab')));
    }
    await expect(links[0]).toHaveAccessibleName(expect.stringContaining(t('guides.instructor')));
  },
};

/** Only the student's guide exists. */
export const StudentOnly: Story = {
  parameters: { msw: [guides({ instructor_path: '', student_path: 'https://cdn.example/student.pdf' })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const links = await guideLinks(ctx);
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(expect.stringContaining(t('guides.student')));
  },
};

/** A guide whose URL is not http(s) is not offered at all; with neither left, the not-found message. */
export const NotHttpHidden: Story = {
  parameters: { msw: [guides({ instructor_path: 'javascript:alert(1)', student_path: 'data:text/html,hi' })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    const canvas = within(ctx.canvasElement);
    await expect(await canvas.findByText(t('guides.notFound'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: new RegExp(t('guides.open')) })).toBeNull();
  },
};

/** Neither guide exists: the not-found message. */
export const None: Story = {
  parameters: { msw: [guides({ instructor_path: '', student_path: '' })] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await within(ctx.canvasElement).findByText(t('guides.notFound'))).toBeVisible();
  },
};

/** While the info call runs. */
export const Loading: Story = {
  parameters: { msw: [slow('get', 'info')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await within(ctx.canvasElement).findByText(t('common.loading'))).toBeInTheDocument();
  },
};

/** No answer: the fetch error with a retry. */
export const Exception: Story = {
  parameters: { msw: [offline('get', 'info')] },
  play: async (ctx) => {
    const { t } = textFor(ctx.globals);
    await expect(await within(ctx.canvasElement).findByRole('alert')).toHaveTextContent(t('policy.fetchError'));
  },
};
