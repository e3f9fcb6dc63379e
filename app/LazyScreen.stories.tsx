import { textFor, useI18n } from '@dars/i18n';
import { StatusMessage } from '@dars/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LazyScreen } from './LazyScreen';

/** A screen as the loader hands it: here its title alone. */
function TitledScreen({ title }: { title: 'title.faq' }) {
  const { t } = useI18n();
  return <StatusMessage title={t(title)} />;
}

/** How a lazy screen looks while its chunk loads, when it fails (with a retry), and once loaded. */
const meta = {
  title: 'App/LazyScreen',
  component: LazyScreen,
  args: { load: () => new Promise(() => {}), props: {} },
} satisfies Meta<typeof LazyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A skeleton shaped like a screen (title and card) holds the page while the chunk loads. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
    const busy = canvasElement.querySelector<HTMLElement>('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    // The card keeps the main area at least 40% of the viewport tall, so the footer does not ride up.
    await expect(busy?.lastElementChild?.getBoundingClientRect().height ?? 0).toBeGreaterThanOrEqual(
      window.innerHeight * 0.4 - 1,
    );
  },
};

let attempts = 0;
/** Fails on odd attempts: a new function per visit, since a chunk that loaded once stays cached by its loader. */
const failingThenLoading = () => () => {
  attempts += 1;
  return attempts % 2 === 1
    ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
    : Promise.resolve({ default: TitledScreen as never });
};

/** The chunk failed to load: a message and a retry, never a blank page. The retry here succeeds. */
export const FailedThenRetry: Story = {
  beforeEach: () => {
    attempts = 0;
  },
  args: { props: { title: 'title.faq' } },
  render: function FailedThenRetryRender(args) {
    const [load] = useState(failingThenLoading);
    return <LazyScreen {...args} load={load} />;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { t } = textFor(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('chunk.retry') }));
    await expect(await canvas.findByRole('heading', { name: t('title.faq') })).toBeVisible();
  },
};
