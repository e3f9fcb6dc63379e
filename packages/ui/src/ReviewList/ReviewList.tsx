import { useI18n } from '@dars/i18n';
import { useId, useState } from 'react';
import { EmptyState } from '../EmptyState';
import { Pagination } from '../Pagination';
import { RatingStars } from '../RatingStars';
import * as styles from './ReviewList.css';

export interface ReviewItem {
  id: number;
  rate: number;
  comment: string;
  /** ISO date. */
  createdAt: string;
  user: { name: string; image: string | null };
}

export interface ReviewListProps {
  /** The reviews of this page (the caller pages them: 6 a page). */
  reviews: ReviewItem[];
  page: number;
  pageCount: number;
  /** The link of a page of reviews. */
  hrefFor: (page: number) => string;
  headingLevel?: 2 | 3;
}

/**
 * A course's reviews (spec sections 2, 3): the reviewer's picture (or initial) and name, the stars, the
 * date and the comment as plain text; numbered pages when there is more than one; 'no reviews' when empty.
 */
export function ReviewList({ reviews, page, pageCount, hrefFor, headingLevel = 3 }: ReviewListProps) {
  const { t, format } = useI18n();
  if (reviews.length === 0) return <EmptyState title={t('empty.reviews')} />;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.review}>
            <div className={styles.head}>
              {review.user.image ? (
                <img className={styles.avatar} src={review.user.image} alt="" width={44} height={44} loading="lazy" />
              ) : (
                <span className={styles.initial} aria-hidden="true">
                  {review.user.name.trim().charAt(0)}
                </span>
              )}
              <div className={styles.who}>
                <Heading className={styles.name}>{review.user.name}</Heading>
                <span className={styles.when}>{format.date(review.createdAt, '')}</span>
              </div>
              <RatingStars value={review.rate} />
            </div>
            {review.comment.trim() ? <ReviewComment comment={review.comment} /> : null}
          </li>
        ))}
      </ul>
      <Pagination page={page} lastPage={pageCount} hrefFor={hrefFor} label={t('course.reviewsPages')} />
    </div>
  );
}

/** A comment longer than this many characters (or lines) shows its first lines, and a button for the rest. */
export const LONG_COMMENT_CHARS = 400;
const LONG_COMMENT_LINES = 6;

/**
 * A comment as plain text. A long one (up to the 5,000 characters a review may hold) shows its first six
 * lines and a button that shows the whole of it and back (`aria-expanded`); the whole text is in the page
 * either way, for a screen reader and for find-in-page.
 */
function ReviewComment({ comment }: { comment: string }) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = comment.length > LONG_COMMENT_CHARS || comment.split('\n').length > LONG_COMMENT_LINES;
  if (!long) return <p className={styles.comment}>{comment}</p>;
  return (
    <div className={styles.longComment}>
      <p id={id} className={open ? styles.comment : `${styles.comment} ${styles.clamped}`}>
        {comment}
      </p>
      <button
        type="button"
        className={styles.more}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'course.reviewLess' : 'course.reviewMore')}
      </button>
    </div>
  );
}
