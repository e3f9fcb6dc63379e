import { useI18n } from '@dars/i18n';
import { Alert } from '../Alert';
import { Button } from '../Button';
import type { CourseSummary } from '../CourseCard';
import { CourseInstructor } from '../CourseCard/CourseInstructor';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { RatingStars } from '../RatingStars';
import { visuallyHidden } from '../styles/a11y.css';
import * as styles from './Cart.css';

export interface CartItemProps {
  course: CourseSummary;
  /** The course's page. */
  href: string;
  /** App info's currency, for a course that has none. */
  currency?: string;
  /** The removal is under way: the button is busy, the row stays until the server agrees. */
  removing: boolean;
  /** The last removal of this course failed: the spec's message under the row. */
  removeFailed: boolean;
  onRemove: () => void;
  headingLevel?: 2 | 3;
  imageLoading?: 'lazy' | 'eager';
}

/**
 * A course in the cart (spec section 2): cover, category, average rating, title (a link to the course),
 * instructor's image and name, final price with two decimals, and remove. The remove button's name says
 * which course it takes out.
 */
export function CartItem({
  course,
  href,
  currency,
  removing,
  removeFailed,
  onRemove,
  headingLevel = 2,
  imageLoading = 'lazy',
}: CartItemProps) {
  const { t, format } = useI18n();
  const money = course.currency?.trim() || currency?.trim() || 'EGP';
  const title = course.title.trim();
  return (
    <article className={styles.item} aria-busy={removing || undefined}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={course.image}
          alt=""
          width={640}
          height={360}
          loading={imageLoading}
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <span>{course.category.title}</span>
          <RatingStars value={course.rating.average} />
        </div>
        <Heading level={headingLevel} size={4} className={styles.title}>
          <Link href={href} variant="plain" className={styles.titleLink}>
            {title}
          </Link>
        </Heading>
        <CourseInstructor name={course.instructor.name} image={course.instructor.image} />
      </div>
      <div className={styles.end}>
        <span className={styles.price}>
          <span className={visuallyHidden}>{t('cart.price')}: </span>
          {format.price(course.final_price, money, { exact: true })}
        </span>
        <Button variant="ghost" loading={removing} onClick={onRemove} aria-label={t('cart.removeCourse', { title })}>
          {t('cart.remove')}
        </Button>
      </div>
      {removeFailed ? (
        <Alert tone="error" className={styles.failure}>
          {t('cart.removeFailed')}
        </Alert>
      ) : null}
    </article>
  );
}
