import { useI18n } from '@dars/i18n';
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
            {review.comment.trim() ? <p className={styles.comment}>{review.comment}</p> : null}
          </li>
        ))}
      </ul>
      <Pagination page={page} lastPage={pageCount} hrefFor={hrefFor} label={t('course.reviewsPages')} />
    </div>
  );
}
