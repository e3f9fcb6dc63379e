import { useI18n } from '@dars/i18n';
import type { Ref } from 'react';
import { DirectionalArrow } from '../Carousel/arrows';
import * as styles from './Chips.css';

export interface ChipItem {
  id: string;
  label: string;
}

export interface ChipsProps {
  /** The group's name ('Filter courses by category'). */
  label: string;
  items: ChipItem[];
  selectedId: string;
  onSelect(id: string): void;
  /** Back and forward scroll buttons (mirrored in Arabic), only when given. */
  arrows?: { onBack(): void; onForward(): void };
  /** The horizontal scroller, for the caller to scroll by its steps. */
  scrollerRef?: Ref<HTMLDivElement>;
}

/**
 * Single-choice chips as toggle buttons (aria-pressed) in a horizontal scroller, with optional back and
 * forward buttons at its ends.
 */
export function Chips({ label, items, selectedId, onSelect, arrows, scrollerRef }: ChipsProps) {
  const { t } = useI18n();
  return (
    <div className={styles.root}>
      {arrows ? (
        <button type="button" className={styles.arrow} aria-label={t('cards.scrollBack')} onClick={arrows.onBack}>
          <DirectionalArrow to="back" size={18} />
        </button>
      ) : null}
      <div ref={scrollerRef} className={styles.scroller}>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset. */}
        <div role="group" aria-label={label} className={styles.list}>
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              className={styles.chip}
              aria-pressed={item.id === selectedId}
              onClick={() => onSelect(item.id)}
            >
              {item.label}
            </button>
          ))}
        </div>
      </div>
      {arrows ? (
        <button type="button" className={styles.arrow} aria-label={t('cards.scrollForward')} onClick={arrows.onForward}>
          <DirectionalArrow to="forward" size={18} />
        </button>
      ) : null}
    </div>
  );
}
