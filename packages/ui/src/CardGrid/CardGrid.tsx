import { useI18n } from '@dars/i18n';
import type { ReactNode } from 'react';
import { EarlyPicture } from '../earlyPicture';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './CardGrid.css';

export type CardGridVariant = 'course' | 'compact';

export interface CardGridProps {
  /** `<li>` items. */
  children: ReactNode;
  label?: string;
  /** `course`: 1 to 4 columns by the space there is; `compact` (instructors, categories): 2 to 6. */
  variant?: CardGridVariant;
}

/** The one grid of cards: a list whose columns follow the width it is given (container queries). */
export function CardGrid({ children, label, variant = 'course' }: CardGridProps) {
  return (
    <div className={styles.container}>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of a list without bullets. */}
      <ul role="list" aria-label={label} className={styles.grid[variant]}>
        {children}
      </ul>
    </div>
  );
}

export type SkeletonVariant = 'course' | 'instructor' | 'category' | 'certificate';

export interface SkeletonGridProps {
  count: number;
  variant: SkeletonVariant;
  /**
   * Courses only: the first card's picture box is the one boot (app/boot) draws the first course's picture
   * into on the prerendered page (`data-early-image`), and `image` that picture when the app knows it
   * before the list (see EarlyPicture).
   */
  early?: { image?: string | undefined };
}

const GRID_OF: Record<SkeletonVariant, CardGridVariant> = {
  course: 'course',
  instructor: 'compact',
  category: 'compact',
  certificate: 'course',
};

/**
 * Placeholders in the same grid and of the same height as the loaded cards, so nothing moves when the
 * list arrives. Busy for assistive technology, with one 'Loading' announcement.
 */
export function SkeletonGrid({ count, variant, early }: SkeletonGridProps) {
  const { t } = useI18n();
  return (
    <div className={styles.container} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {t('cards.loadingList')}
      </span>
      <ul className={styles.grid[GRID_OF[variant]]} aria-hidden="true" data-skeleton={variant}>
        {Array.from({ length: Math.max(0, count) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index}>
            <SkeletonCard variant={variant} early={index === 0 ? early : undefined} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SkeletonCard({ variant, early }: { variant: SkeletonVariant; early?: SkeletonGridProps['early'] }) {
  if (variant === 'course') {
    return (
      <div className={styles.skeletonCard}>
        <div className={`${styles.block} ${styles.courseMedia}`} {...(early ? { 'data-early-image': '' } : {})}>
          {early ? <EarlyPicture image={early.image} className={styles.earlyPicture} width={640} height={360} /> : null}
        </div>
        <div className={styles.courseBody}>
          <div className={styles.row}>
            <div className={`${styles.bar} ${styles.w40}`} />
            <div className={`${styles.bar} ${styles.w25}`} />
          </div>
          <div className={styles.titleLines}>
            <div className={`${styles.bar} ${styles.w90}`} />
            <div className={`${styles.bar} ${styles.w60}`} />
          </div>
          <div className={styles.instructorRow}>
            <div className={`${styles.block} ${styles.dot}`} />
            <div className={`${styles.bar} ${styles.w40}`} />
          </div>
          <div className={styles.footer}>
            <div className={`${styles.bar} ${styles.w25}`} />
          </div>
        </div>
      </div>
    );
  }
  if (variant === 'certificate') {
    return (
      <div className={`${styles.skeletonCard} ${styles.certificate}`}>
        <div className={`${styles.block} ${styles.certificateIcon}`} />
        <div className={styles.twoLines}>
          <div className={`${styles.lineMd} ${styles.w90}`} />
          <div className={`${styles.lineMd} ${styles.w60}`} />
        </div>
        <div className={`${styles.lineSm} ${styles.w40}`} />
        <div className={`${styles.block} ${styles.button}`} />
      </div>
    );
  }
  return (
    <div className={`${styles.skeletonCard} ${styles.compact[variant]}`}>
      <div className={`${styles.block} ${variant === 'instructor' ? styles.portrait : styles.tile}`} />
      {variant === 'category' ? (
        <div className={styles.twoLinesCentred}>
          <div className={`${styles.lineMd} ${styles.w60}`} />
          <div className={`${styles.lineMd} ${styles.w40}`} />
        </div>
      ) : (
        <div className={`${styles.lineMd} ${styles.w60}`} />
      )}
      <div className={`${styles.lineSm} ${styles.w40} ${variant === 'instructor' ? styles.tucked : ''}`} />
    </div>
  );
}
