import { textFor } from '@dars/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VideoPlayer } from './VideoPlayer';

type Args = { src: string; startAt: number; captions: boolean };

const meta = {
  title: 'UI/VideoPlayer',
  args: { src: '/demo-media/videos/clip-1.webm', startAt: 0, captions: false },
  render: ({ src, startAt, captions }, { globals }) => {
    const { t, lang } = textFor(globals);
    return (
      <div style={{ maxInlineSize: 720 }}>
        <VideoPlayer
          src={src}
          title={t('player.play')}
          poster="/demo-media/covers/react-from-zero.svg"
          startAt={startAt}
          captions={
            captions
              ? { src: `/demo-media/videos/clip-1.${lang}.vtt`, srcLang: lang, label: t('coursePage.captionsLabel') }
              : null
          }
        />
      </div>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paused on the poster: play, the timeline, mute, speed and full screen; no captions button without a track. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('player.play') })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: t('player.seek') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('player.captions') })).toBeNull();
  },
};

/** With a captions track: the captions button, pressed when on. */
export const WithCaptions: Story = {
  args: { captions: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const button = within(canvasElement).getByRole('button', { name: t('player.captions') });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Resuming: the player starts where the learner stopped. */
export const Resumed: Story = {
  args: { startAt: 4 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('video')?.currentTime ?? 0).toBeGreaterThan(3));
  },
};

/** The video cannot be loaded: the message and a retry. */
export const LoadFailed: Story = {
  args: { src: '/demo-media/videos/missing.webm' },
  play: async ({ canvasElement, globals }) => {
    const { t } = textFor(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('player.failed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};
