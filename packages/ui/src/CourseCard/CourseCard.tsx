import { useI18n } from '@dars/i18n';
import { FavoriteButton } from '../FavoriteButton';
import { Heading } from '../Heading';
import { Icon } from '../icons';
import { Link } from '../Link';
import { Price } from '../Price';
import { ProgressBar } from '../ProgressBar';
import { RatingStars } from '../RatingStars';
import { Spinner } from '../Spinner';
import { visuallyHidden } from '../styles/a11y.css';
import { busyLabel, busySpinner } from '../styles/busy.css';
import * as styles from './CourseCard.css';
import { CourseInstructor } from './CourseInstructor';
import { cutTitle } from './cutTitle';

/** The fields of a course a card shows (an api Course is assignable). */
export interface CourseSummary {
  id: number;
  slug: string;
  title: string;
  image: string;
  category: { title: string };
  instructor: { name: string; image?: string };
  rating: { average: number };
  final_price: number;
  price_before_discount: number;
  currency: string;
  status: { value: 'free' | 'paid' };
}

export interface CourseCardProps {
  course: CourseSummary;
  /** The card's link, `/single_course/{slug}`. */
  href: string;
  /** Words kept of the title (default 5), then an ellipsis. */
  titleWords?: number;
  /** Characters kept of the title (30 on the my-courses strip); wins over `titleWords`. */
  titleChars?: number;
  /** App info's currency, for a course that has none. */
  currency?: string;
  /** 0-100: shows the progress bar. */
  progress?: number;
  /** The heart, only when given (a signed-in student). */
  favorite?: { active: boolean; busy: boolean; onToggle: () => void };
  /** The subscribe button, only when given. */
  subscribe?: { subscribed: boolean; busy: boolean; onSubscribe: () => void };
  /** The cover image's loading: `eager` for cards in the first screen. Default lazy. */
  imageLoading?: 'lazy' | 'eager';
  headingLevel?: 2 | 3 | 4;
}

/** Cover images are 16:9; the width and height let the browser reserve their box before they load. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 360;

/**
 * A course in a grid or carousel. The title's link stretches over the whole card (its ::after), so the
 * card opens the course while the heart and the subscribe button sit above the link, not inside it.
 */
export function CourseCard({
  course,
  href,
  titleWords = 5,
  titleChars,
  currency,
  progress,
  favorite,
  subscribe,
  imageLoading = 'lazy',
  headingLevel = 3,
}: CourseCardProps) {
  const { t } = useI18n();
  const shown = cutTitle(course.title, { words: titleWords, chars: titleChars });
  const full = course.title.trim();
  const cut = shown !== full;
  const money = course.currency?.trim() || currency?.trim() || 'EGP';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={course.image}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={imageLoading}
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.category}>{course.category.title}</span>
          <RatingStars value={course.rating.average} />
        </div>
        <Heading level={headingLevel} size={4} className={styles.title}>
          <Link href={href} variant="plain" className={styles.link} title={cut ? full : undefined}>
            {cut ? (
              <>
                <span aria-hidden="true">{shown}</span>
                <span className={visuallyHidden}>{full}</span>
              </>
            ) : (
              full
            )}
          </Link>
        </Heading>
        <CourseInstructor name={course.instructor.name} image={course.instructor.image} />
        {progress !== undefined ? <ProgressBar value={progress} /> : null}
        <div className={styles.footer}>
          <Price
            free={course.status.value === 'free'}
            amount={course.final_price}
            before={course.price_before_discount}
            currency={money}
            size="sm"
          />
          {subscribe ? (
            subscribe.subscribed ? (
              <span className={styles.subscribed}>
                <CheckIcon />
                {t('cards.subscribed')}
              </span>
            ) : (
              <button
                type="button"
                className={styles.subscribe}
                aria-busy={subscribe.busy || undefined}
                aria-disabled={subscribe.busy || undefined}
                onClick={() => {
                  if (!subscribe.busy) subscribe.onSubscribe();
                }}
              >
                {subscribe.busy ? (
                  <span className={busySpinner}>
                    <Spinner size="sm" decorative />
                  </span>
                ) : null}
                <span className={subscribe.busy ? busyLabel : undefined}>{t('course.subscribe')}</span>
                <span className={visuallyHidden}>: {full}</span>
              </button>
            )
          ) : null}
        </div>
      </div>
      {favorite ? <FavoriteButton {...favorite} className={styles.heart} /> : null}
    </article>
  );
}

function CheckIcon() {
  return (
    <Icon width={18} height={18} strokeWidth={2.2}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}
