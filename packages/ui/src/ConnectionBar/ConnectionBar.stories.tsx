import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectionBar } from './ConnectionBar';

const meta = {
  title: 'UI/ConnectionBar',
  component: ConnectionBar,
  args: { offline: false, savedAt: null, onReload: null },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConnectionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offline: pages read open from their kept copies; the notice says when the copy was saved. */
export const Offline: Story = {
  args: { offline: true, savedAt: '2026-11-21T09:30:00Z' },
  play: async ({ canvasElement, globals }) => {
    const { t, format } = textFor(globals);
    const notice = within(canvasElement).getByText(new RegExp(t('offline.notice').slice(0, 12)));
    await expect(notice).toHaveTextContent(t('offline.notice'));
    await expect(notice).toHaveTextContent(t('offline.savedAt', { date: format.date('2026-11-21T09:30:00Z', '') }));
    await expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Offline on a page whose copies' date is not known: the notice alone. */
export const OfflineNoDate: Story = {
  args: { offline: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const bar = within(canvasElement);
    await expect(bar.getByText(t('offline.notice'))).toBeVisible();
  },
};

/** Online, a read that got no answer is being tried again: the page says so rather than failing at once. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const line = within(canvasElement).getByText(t('offline.retrying'));
    await expect(line).toBeVisible();
    await expect(line.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Offline while a read is retried: the offline notice alone, which says more. */
export const OfflineWhileRetrying: Story = {
  tags: ['!text'],
  args: { offline: true, retrying: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const bar = within(canvasElement);
    await expect(bar.getByText(t('offline.notice'))).toBeVisible();
    await expect(bar.queryByText(t('offline.retrying'))).toBeNull();
  },
};

/** A new version is waiting: its reload button moves the page to it. */
export const UpdateReady: Story = {
  args: { onReload: fn() },
  play: async ({ canvasElement, globals, args }) => {
    const { t } = textFor(globals);
    const bar = within(canvasElement);
    await expect(bar.getByText(t('offline.updateReady'))).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: t('offline.reload') }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Both at once, on a 375 px phone: offline, and a version that came before the connection went. */
export const OfflineAndUpdateAtPhoneWidth: Story = {
  args: { offline: true, savedAt: '2026-11-21T09:30:00Z', onReload: fn() },
  parameters: { darsViewport: 375, chromatic: { viewports: [375] } },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const bar = within(canvasElement);
    await expect(bar.getByRole('button', { name: t('offline.reload') })).toBeVisible();
    // Nothing wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Online with nothing waiting: nothing shown, the regions ready for what comes. */
export const Online: Story = {
  tags: ['!text'],
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole('status');
    await expect(regions).toHaveLength(2);
    for (const region of regions) await expect(region).toBeEmptyDOMElement();
  },
};
