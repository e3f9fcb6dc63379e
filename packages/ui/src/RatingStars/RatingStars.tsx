import { useI18n } from '@dars/i18n';
import * as styles from './RatingStars.css';

export interface RatingStarsProps {
  /** The average rating; shown rounded to a whole star (1 to 5, 0 when unrated). */
  value: number;
  size?: 'sm' | 'md';
}

/** The rounded average as five stars (spec section 9), named "4 stars" for screen readers. */
export function roundedRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(5, Math.max(0, Math.round(value)));
}

export function RatingStars({ value, size = 'sm' }: RatingStarsProps) {
  const { plural } = useI18n();
  const rounded = roundedRating(value);
  return (
    <span role="img" aria-label={plural('count.stars', rounded)} className={styles.root[size]}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={star <= rounded ? styles.filled : styles.empty}
          data-filled={star <= rounded || undefined}
        >
          <path d="M12 2.8l2.8 5.7 6.3.9-4.55 4.44 1.07 6.27L12 17.17l-5.62 2.96 1.07-6.27L2.9 9.4l6.3-.9z" />
        </svg>
      ))}
    </span>
  );
}
