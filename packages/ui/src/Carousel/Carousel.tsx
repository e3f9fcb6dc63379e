import { useI18n } from '@dars/i18n';
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../Button';
import { sameControlSelector } from '../focus';
import { DirectionalArrow } from './arrows';
import * as styles from './Carousel.css';

export interface CarouselProps {
  /** The region's name (the section's title). */
  label: string;
  items: ReactNode[];
  /** Index of the first card in view. */
  offset: number;
  /** Cards in view (useCardsPerView). */
  visible: number;
  onPrevious(): void;
  onNext(): void;
  canPrevious: boolean;
  canNext: boolean;
}

/**
 * A controlled row of cards that steps one card at a time. The caller (a machine) owns the offset; the
 * carousel draws it: a sliding track (no motion under prefers-reduced-motion), previous and next buttons
 * whose arrows point the reading way, and the arrow keys on the region. Cards out of view are inert.
 */
export function Carousel({ label, items, offset, visible, onPrevious, onNext, canPrevious, canNext }: CarouselProps) {
  const { t, dir } = useI18n();
  const id = useId();
  const count = Math.min(4, Math.max(1, Math.round(visible))) as 1 | 2 | 3 | 4;
  const first = Math.max(0, Math.min(offset, Math.max(0, items.length - 1)));
  // One card is 100/count % of the track; the track moves toward the line's start (left in English, right in Arabic).
  const shift = (first * 100) / count;
  const transform = shift === 0 ? undefined : `translateX(${dir === 'rtl' ? shift : -shift}%)`;

  const track = useRef<HTMLUListElement>(null);
  // A card control that had focus when the arrow keys moved the row (its slide may now be out of view).
  const moved = useRef<{ index: number; control: string } | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const forward = (event.key === 'ArrowRight') === (dir === 'ltr');
    if (!(forward ? canNext : canPrevious)) return;
    const focused = event.target instanceof HTMLElement ? event.target : null;
    const slide = focused?.closest<HTMLElement>('li[data-slide]');
    moved.current =
      focused && slide && track.current?.contains(slide)
        ? { index: [...track.current.children].indexOf(slide), control: sameControlSelector(focused) }
        : null;
    if (forward) onNext();
    else onPrevious();
    event.preventDefault();
  };

  // A slide out of view is inert, which would drop its focused card link to the page body: focus goes to
  // the same control of the nearest card still in view.
  useLayoutEffect(() => {
    const was = moved.current;
    moved.current = null;
    if (!was || (was.index >= first && was.index < first + count)) return;
    const nearest = Math.min(Math.max(was.index, first), first + count - 1);
    const slide = track.current?.children[nearest];
    (slide?.querySelector<HTMLElement>(was.control) ?? slide?.querySelector<HTMLElement>('a[href], button'))?.focus();
  }, [first, count]);

  return (
    <section
      className={styles.root}
      aria-roledescription={t('cards.carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport}>
        <ul id={id} ref={track} className={styles.track} style={transform ? { transform } : undefined}>
          {items.map((item, index) => {
            const inView = index >= first && index < first + count;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the items are positional slides.
                key={index}
                className={styles.slide[count]}
                aria-roledescription={t('cards.slide')}
                aria-label={t('cards.slideOf', { index: index + 1, total: items.length })}
                inert={!inView}
                data-slide=""
                data-in-view={inView || undefined}
              >
                {item}
              </li>
            );
          })}
        </ul>
      </div>
      {canPrevious || canNext ? (
        <div className={styles.controls}>
          <Button
            variant="secondary"
            className={styles.control}
            aria-label={t('carousel.previous')}
            aria-controls={id}
            disabled={!canPrevious}
            onClick={onPrevious}
          >
            <DirectionalArrow to="back" />
          </Button>
          <Button
            variant="secondary"
            className={styles.control}
            aria-label={t('carousel.next')}
            aria-controls={id}
            disabled={!canNext}
            onClick={onNext}
          >
            <DirectionalArrow to="forward" />
          </Button>
        </div>
      ) : null}
    </section>
  );
}
