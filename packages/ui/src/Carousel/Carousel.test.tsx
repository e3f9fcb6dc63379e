import { I18nProvider, type Language } from '@dars/i18n';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './Carousel';
import { useCardsPerView } from './useCardsPerView';

const items = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => <p key={name}>{name}</p>);

function renderCarousel(props: Partial<CarouselProps> = {}, lang: Language = 'en') {
  const onPrevious = vi.fn();
  const onNext = vi.fn();
  const utils = render(
    <I18nProvider lang={lang}>
      <Carousel
        label="Free courses"
        items={items}
        offset={0}
        visible={2}
        canPrevious={false}
        canNext
        onPrevious={onPrevious}
        onNext={onNext}
        {...props}
      />
    </I18nProvider>,
  );
  return { onPrevious, onNext, ...utils };
}

const slides = () => Array.from(document.querySelectorAll('li'));
const track = () => document.querySelector('ul') as HTMLUListElement;

describe('Carousel', () => {
  it('is a named carousel region whose cards out of view are inert', () => {
    renderCarousel({ offset: 1, canPrevious: true });
    expect(screen.getByRole('region', { name: 'Free courses' }).getAttribute('aria-roledescription')).toBe('carousel');
    const inert = slides().map((li) => li.hasAttribute('inert'));
    expect(inert).toEqual([true, false, false, true, true, true]);
    expect(slides()[1]?.getAttribute('aria-label')).toBe('2 of 6');
  });

  it('previous is disabled at the start, next enabled; each press steps once', async () => {
    const { onPrevious, onNext } = renderCarousel();
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    await userEvent.setup().click(next);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('next is disabled at the end, previous enabled', async () => {
    const { onPrevious, onNext } = renderCarousel({ offset: 4, canPrevious: true, canNext: false });
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(previous);
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('has no buttons when everything fits', () => {
    renderCarousel({ canNext: false, canPrevious: false });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('slides toward the line start: left in English, right in Arabic, by one card per step', () => {
    const { unmount } = renderCarousel({ offset: 1, visible: 4, canPrevious: true });
    expect(track().style.transform).toBe('translateX(-25%)');
    unmount();
    renderCarousel({ offset: 2, visible: 2, canPrevious: true }, 'ar');
    expect(track().style.transform).toBe('translateX(100%)');
  });

  it('the arrow keys step in the reading direction', () => {
    const en = renderCarousel({ offset: 1, canPrevious: true });
    const region = () => screen.getByRole('region');
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(en.onNext).toHaveBeenCalledTimes(1);
    expect(en.onPrevious).toHaveBeenCalledTimes(1);
    en.unmount();
    const ar = renderCarousel({ offset: 1, canPrevious: true }, 'ar');
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(ar.onNext).toHaveBeenCalledTimes(1);
    expect(ar.onPrevious).not.toHaveBeenCalled();
  });

  it('an arrow key does nothing past an end', () => {
    const { onPrevious } = renderCarousel();
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowLeft' });
    expect(onPrevious).not.toHaveBeenCalled();
  });
});

describe('useCardsPerView', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  /** A fake matchMedia at a given width that can be resized. */
  function fakeWidth(initial: number) {
    let width = initial;
    const listeners = new Set<() => void>();
    window.matchMedia = ((query: string) => {
      const min = Number(/min-width: (\d+)px/.exec(query)?.[1]);
      return {
        get matches() {
          return width >= min;
        },
        media: query,
        addEventListener: (_: string, f: () => void) => listeners.add(f),
        removeEventListener: (_: string, f: () => void) => listeners.delete(f),
      } as unknown as MediaQueryList;
    }) as typeof window.matchMedia;
    return (next: number) => {
      width = next;
      for (const f of [...listeners]) f();
    };
  }

  it.each([
    [320, 1],
    [639, 1],
    [640, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 4],
    [1920, 4],
  ])('at %i px the first render already shows %i', (width, expected) => {
    fakeWidth(width);
    const seen: number[] = [];
    renderHook(() => {
      const value = useCardsPerView();
      seen.push(value);
      return value;
    });
    expect(seen[0]).toBe(expected);
  });

  it('follows the width when it changes', () => {
    const resize = fakeWidth(500);
    const { result } = renderHook(() => useCardsPerView());
    expect(result.current).toBe(1);
    act(() => resize(900));
    expect(result.current).toBe(3);
  });
});
