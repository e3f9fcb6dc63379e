import { I18nProvider } from '@dars/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClock, parseClock } from '../clock';
import { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';

/** jsdom plays nothing: the element's state is set by hand and its events sent. */
let paused = true;
beforeEach(() => {
  paused = true;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', { configurable: true, get: () => paused });
});
afterEach(() => vi.restoreAllMocks());

function setup(props: Partial<VideoPlayerProps> = {}, lang: 'ar' | 'en' = 'en') {
  const user = userEvent.setup();
  const view = render(
    <I18nProvider lang={lang}>
      <VideoPlayer src="https://api.example/v/1.webm" title="Loops" {...props} />
    </I18nProvider>,
  );
  const video = view.container.querySelector('video') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: 200 });
  const loaded = () => fireEvent(video, new Event('loadedmetadata'));
  return { user, video, loaded, ...view };
}

describe('VideoPlayer', () => {
  it('is named after the lesson and starts paused; the play button plays and becomes pause', async () => {
    const onPlay = vi.fn();
    const { user, loaded } = setup({ onPlay });
    loaded();
    expect(screen.getByRole('region', { name: 'Video player: Loops' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('Space and K play and pause, the arrows seek 5 s, and the seek is announced', async () => {
    const { user, video, loaded } = setup();
    loaded();
    screen.getByRole('button', { name: 'Play' }).focus();
    await user.keyboard('k');
    expect(paused).toBe(false);
    await user.keyboard('k');
    expect(paused).toBe(true);
    video.currentTime = 20;
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(25);
    expect(screen.getByText('Forward 5 seconds')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(video.currentTime).toBe(15);
    (screen.getByRole('slider') as HTMLElement).focus();
    await user.keyboard(' ');
    expect(paused).toBe(false);
  });

  it('changes the speed from the list or with Shift+> and says so', async () => {
    const { user, video, loaded } = setup();
    loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Playback speed' }), '1.5');
    expect(video.playbackRate).toBe(1.5);
    expect(screen.getByText('Speed 1.5×')).toBeTruthy();
    screen.getByRole('button', { name: 'Play' }).focus();
    await user.keyboard('>');
    expect(video.playbackRate).toBe(1.75);
  });

  it('resumes at the kept position once the video is known, unless it is at the end', () => {
    const first = setup({ startAt: 42 });
    first.loaded();
    expect(first.video.currentTime).toBe(42);
    first.unmount();
    const late = setup({ startAt: 199.5 });
    late.loaded();
    expect(late.video.currentTime).toBe(0);
  });

  it('reports the position when the page goes away (a reload, the tab closed), where nothing unmounts', () => {
    const onProgress = vi.fn();
    const { video, loaded } = setup({ onProgress });
    loaded();
    video.currentTime = 42;
    window.dispatchEvent(new Event('pagehide'));
    expect(onProgress).toHaveBeenLastCalledWith(42, 200);
  });

  it('reports the position on pause and at the end', async () => {
    const onProgress = vi.fn();
    const onEnded = vi.fn();
    const { video, loaded } = setup({ onProgress, onEnded });
    loaded();
    video.currentTime = 30;
    fireEvent(video, new Event('pause'));
    expect(onProgress).toHaveBeenLastCalledWith(30, 200);
    fireEvent(video, new Event('ended'));
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('offers captions only when given, and toggles them', async () => {
    expect(setup().queryByRole('button', { name: 'Captions' })).toBeNull();
    const { user, unmount } = setup({ captions: { src: '/c.vtt', srcLang: 'en', label: 'English' } });
    const button = screen.getAllByRole('button', { name: 'Captions' }).at(-1) as HTMLElement;
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Captions on')).toBeTruthy();
    unmount();
  });

  it('a video that fails to load says so and its retry loads it again', async () => {
    const { user, video } = setup();
    fireEvent(video, new Event('error'));
    expect(screen.getByRole('alert').textContent).toContain('could not be played');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes the time in the language’s digits, the timeline left to right', () => {
    const { container, loaded } = setup({}, 'ar');
    loaded();
    expect(container.textContent).toContain('٣:٢٠');
    expect(container.querySelector('[dir="ltr"] input[type="range"]')).not.toBeNull();
  });
});

describe('clock', () => {
  it('writes m:ss, or h:mm:ss from an hour, and 0:00 for nonsense', () => {
    expect([formatClock(0), formatClock(65), formatClock(3723), formatClock(Number.NaN), formatClock(-4)]).toEqual([
      '0:00',
      '1:05',
      '1:02:03',
      '0:00',
      '0:00',
    ]);
  });

  it("reads the server's hh:mm:ss", () => {
    expect([parseClock('01:02:03'), parseClock('12:30'), parseClock('x'), parseClock('')]).toEqual([3723, 750, 0, 0]);
  });
});
