import { useI18n } from '@dars/i18n';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { Button } from '../Button';
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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const forward = (event.key === 'ArrowRight') === (dir === 'ltr');
    if (forward && canNext) onNext();
    else if (!forward && canPrevious) onPrevious();
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.root}
      aria-roledescription={t('cards.carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport}>
        <ul id={id} className={styles.track} style={transform ? { transform } : undefined}>
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
