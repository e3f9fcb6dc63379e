import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BannerCarousel, type BannerCarouselProps } from './BannerCarousel';
import { SAMPLE_BANNERS } from './samples';

const wrapIndex = (index: number, count: number) => (index + count) % count;

/** The stories step the index themselves (the app's machine does it in the screen). */
function Stepping(props: BannerCarouselProps) {
  const [index, setIndex] = useState(props.index);
  const [stopped, setStopped] = useState(props.stopped ?? false);
  const count = props.banners.length;
  return (
    <BannerCarousel
      {...props}
      index={index}
      stopped={stopped}
      onNext={() => setIndex((i) => wrapIndex(i + 1, count))}
      onPrevious={() => setIndex((i) => wrapIndex(i - 1, count))}
      onGoTo={setIndex}
      onTogglePlay={() => setStopped((s) => !s)}
    />
  );
}

const meta = {
  title: 'UI/BannerCarousel',
  component: BannerCarousel,
  args: { banners: [], index: 0, onNext: fn(), onPrevious: fn(), onGoTo: fn(), playing: false },
  render: (args, { globals }) => (
    <Stepping {...args} banners={args.banners.length ? textFor(globals).pick(SAMPLE_BANNERS) : []} />
  ),
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = { banners: SAMPLE_BANNERS.ar };

/** Three banners: the first shown, arrows on each side, dots and pause along the bottom. */
export const Filled: Story = {
  args: filled,
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: t('homePage.bannerDot', { index: 1, total: 3 }) });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Previous from the first wraps to the last; next from the last wraps to the first. */
export const WrapsAtBothEnds: Story = {
  args: filled,
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('homePage.bannerPrevious') }));
    await expect(canvas.getByRole('button', { name: t('homePage.bannerDot', { index: 3, total: 3 }) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('homePage.bannerNext') }));
    await expect(canvas.getByRole('button', { name: t('homePage.bannerDot', { index: 1, total: 3 }) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** A dot shows its banner; the arrow keys step it (mirrored in Arabic). */
export const DotsAndKeys: Story = {
  args: filled,
  play: async ({ canvasElement, globals }) => {
    const { t, dir } = textFor(globals);
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: t('homePage.bannerDot', { index: 2, total: 3 }) });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard(dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('button', { name: t('homePage.bannerDot', { index: 3, total: 3 }) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Paused by its button: it offers play. */
export const Paused: Story = {
  args: { ...filled, stopped: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(within(canvasElement).getByRole('button', { name: t('homePage.bannerPlay') })).toBeVisible();
  },
};

/** Loading: a spinner in the banner's box (the box keeps its size). */
export const Loading: Story = { args: { loading: true } };

/** No banners: the spec's 'no data available'. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    await expect(within(canvasElement).getByText(t('empty.noData'))).toBeVisible();
  },
};

/** Failed: only logged; the spinner stops and the box stays quiet. */
export const Failed: Story = { args: { failed: true } };

/** One banner: no arrows, dots or pause. */
export const Single: Story = {
  render: (args, { globals }) => <Stepping {...args} banners={textFor(globals).pick(SAMPLE_BANNERS).slice(0, 1)} />,
};

export const Phone: Story = { args: filled, parameters: { darsViewport: 375 } };
