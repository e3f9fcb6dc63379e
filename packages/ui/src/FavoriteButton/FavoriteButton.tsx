import { useI18n } from '@dars/i18n';
import { Spinner } from '../Spinner';
import * as styles from './FavoriteButton.css';

export interface FavoriteButtonProps {
  active: boolean;
  /** The server is answering: a spinner, and presses are ignored (the button keeps its size). */
  busy: boolean;
  onToggle: () => void;
  className?: string;
}

/** The favourite heart (spec sections 3, 4): pressed when the course is a favourite, named for what it does. */
export function FavoriteButton({ active, busy, onToggle, className }: FavoriteButtonProps) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={className ? `${styles.heart} ${className}` : styles.heart}
      aria-pressed={active}
      aria-label={t(active ? 'favorite.remove' : 'favorite.add')}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-active={active || undefined}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      {busy ? <Spinner size="sm" decorative /> : <HeartIcon />}
    </button>
  );
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false" className={styles.heartIcon}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.7 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.9 1.4-1.8 2.9-2.9 4.9-2.9 3.4 0 5.6 3.3 4.4 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}
