import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { offlineBrowser } from '../OfflineBrowser';
import { offlinePages } from '../online';
import { ListError } from './ListError';

const meta = {
  title: 'UI/ListError',
  component: ListError,
  args: { message: '', onRetry: fn() },
  render: (args, { globals }) => <ListError {...args} message={textFor(globals).t('lists.fetchFailed')} />,
} satisfies Meta<typeof ListError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('lists.fetchFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { parameters: { darsViewport: 375, chromatic: { viewports: [375] } } };

/** Offline, with pages read before: it links to them (the app lists them, app/offline/readPages.ts). */
export const OfflineWithPagesToOpen: Story = {
  parameters: { darsViewport: 375, chromatic: { viewports: [375] } },
  // The pages the app lists, for this story only.
  beforeEach: ({ globals }) => {
    const { t } = textFor(globals);
    offlinePages.set([
      { href: '/home', label: t('title.home') },
      { href: '/faq', label: t('title.faq') },
      { href: '/packages', label: t('title.plans') },
    ]);
    return () => offlinePages.set([]);
  },
  decorators: [offlineBrowser],
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: t('offline.available') });
    await expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/home', '/faq', '/packages']);
  },
};

/**
 * Offline, on a page that was never read (nothing kept for it): why, and that it loads by itself when the
 * connection comes back (ListError.test.tsx).
 */
export const Offline: Story = {
  parameters: { darsViewport: 375, chromatic: { viewports: [375] } },
  decorators: [offlineBrowser],
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('lists.fetchFailed'));
    await expect(canvas.getByText(t('offline.notSaved'))).toBeVisible();
  },
};
