import { I18nProvider } from '@dars/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BannerCarousel, type BannerCarouselProps } from './BannerCarousel';
import { SAMPLE_BANNERS } from './samples';

function renderBanner(props: Partial<BannerCarouselProps> = {}, lang: 'ar' | 'en' = 'en') {
  const handlers = {
    onNext: vi.fn(),
    onPrevious: vi.fn(),
    onGoTo: vi.fn(),
    onTogglePlay: vi.fn(),
    onHoverChange: vi.fn(),
    onFocusChange: vi.fn(),
  };
  const utils = render(
    <I18nProvider lang={lang}>
      <BannerCarousel banners={SAMPLE_BANNERS[lang]} index={0} {...handlers} {...props} />
    </I18nProvider>,
  );
  return { ...handlers, ...utils };
}

describe('BannerCarousel', () => {
  it('shows the current banner; the first image is eager with high priority', () => {
    const { container } = renderBanner();
    expect(screen.getByText('Learn the skills of tomorrow')).toBeTruthy();
    expect(screen.queryByText('Start for free')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('width')).toBe('1440');
  });

  it('other banners load lazily', () => {
    const { container } = renderBanner({ index: 2 });
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('while fading, the leaving banner stays beneath, hidden from assistive technology', () => {
    const { container } = renderBanner({ index: 1, previous: 0 });
    const figures = container.querySelectorAll('figure');
    expect(figures).toHaveLength(2);
    expect(figures[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(figures[1]?.getAttribute('aria-hidden')).toBeNull();
  });

  it('arrows, dots and pause call back', async () => {
    const user = userEvent.setup();
    const { onNext, onPrevious, onGoTo, onTogglePlay } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    await user.click(screen.getByRole('button', { name: 'Previous banner' }));
    await user.click(screen.getByRole('button', { name: 'Banner 3 of 3' }));
    await user.click(screen.getByRole('button', { name: 'Pause the banners' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onGoTo).toHaveBeenCalledWith(2);
    expect(onTogglePlay).toHaveBeenCalledTimes(1);
  });

  it('marks the current dot', () => {
    renderBanner({ index: 1 });
    expect(screen.getByRole('button', { name: 'Banner 2 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Banner 1 of 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('arrow keys step in reading order: in Arabic the left arrow is next', () => {
    const { onNext, onPrevious, container } = renderBanner({}, 'ar');
    const region = container.querySelector('section') as HTMLElement;
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'البانر ١ من ٣' })).toBeTruthy();
  });

  it('tells hover and focus, and focus leaving the carousel', () => {
    const { onHoverChange, onFocusChange, container } = renderBanner();
    const region = container.querySelector('section') as HTMLElement;
    fireEvent.pointerEnter(region);
    fireEvent.pointerLeave(region);
    const next = screen.getByRole('button', { name: 'Next banner' });
    fireEvent.focus(next);
    fireEvent.blur(next, { relatedTarget: screen.getByRole('button', { name: 'Previous banner' }) });
    fireEvent.blur(next, { relatedTarget: document.body });
    expect(onHoverChange.mock.calls).toEqual([[true], [false]]);
    expect(onFocusChange.mock.calls).toEqual([[true], [false]]);
  });

  it('loading: a spinner; empty: no data available; failed: nothing but the box', () => {
    const { rerender } = renderBanner({ loading: true });
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(
      <I18nProvider lang="en">
        <BannerCarousel banners={[]} index={0} onNext={() => {}} onPrevious={() => {}} onGoTo={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByText('No data available.')).toBeTruthy();
    rerender(
      <I18nProvider lang="en">
        <BannerCarousel banners={[]} failed index={0} onNext={() => {}} onPrevious={() => {}} onGoTo={() => {}} />
      </I18nProvider>,
    );
    expect(screen.queryByText('No data available.')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('one banner: no arrows or dots', () => {
    renderBanner({ banners: SAMPLE_BANNERS.en.slice(0, 1) });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
