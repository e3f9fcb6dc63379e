import { textFor } from '@dars/i18n';
import { offline, slow } from '@dars/mocks/overrides';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppHarness } from '../../stories/AppHarness';
import AboutScreen from './AboutScreen';

const meta = {
  title: 'Screens/About',
  component: AboutScreen,
  parameters: { layout: 'padded', path: '/about_us' },
  args: { title: 'title.about', params: {} },
  render: (args, { parameters }) => (
    <AppHarness path={parameters.path as string}>
      <AboutScreen {...args} />
    </AppHarness>
  ),
} satisfies Meta<typeof AboutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** App info's about block, the whole text (no 'view all'), and the contact details. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /درس|Dars/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('about.contactHeading') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('common.viewAll') })).toBeNull();
  },
};

/** App info still on its way: the block and the contact details keep their size with placeholders. */
export const Loading: Story = {
  parameters: { msw: [slow('get', 'info')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(2));
    await expect(within(canvasElement).getByRole('heading', { name: t('about.contactHeading') })).toBeVisible();
  },
};

/** App info could not be loaded: the fetch error with a retry, no empty contact card. */
export const Failed: Story = {
  parameters: { msw: [offline('get', 'info')] },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.fetchFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { name: t('about.contactHeading') })).toBeNull();
  },
};
