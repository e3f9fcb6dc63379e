import { useI18n } from '@dars/i18n';
import { EarlyPicture } from '../earlyPicture';
import { RatingStars } from '../RatingStars';
import { visuallyHidden } from '../styles/a11y.css';
import { isWebUrl } from '../url';
import * as styles from './CourseHero.css';

export interface CourseHeroProps {
  title: string;
  image: string;
  /** The intro video's address: played only from http(s) or this site's own path. */
  introVideo: string | null;
  category: string;
  rating: number;
  instructor: { name: string; image: string };
  /** ISO date. */
  createdAt: string;
  /** The title's heading level: the page's h1, or an h2 where the page has a title of its own. */
  headingLevel?: 1 | 2;
}

/** Cover images are 16:9: their width and height reserve the box before they load. */
const WIDTH = 1280;
const HEIGHT = 720;

function playable(url: string | null): url is string {
  if (!url) return false;
  const sameSite = url.startsWith('/') && !url.startsWith('//');
  return sameSite || isWebUrl(url);
}

/**
 * The top of a course page (spec section 2): the intro video with the course image as its poster (no
 * autoplay), or the image when there is none; then the category, the rounded rating, the title (the
 * page's h1), the instructor and the creation date.
 */
export function CourseHero({
  title,
  image,
  introVideo,
  category,
  rating,
  instructor,
  createdAt,
  headingLevel = 1,
}: CourseHeroProps) {
  const { t, format } = useI18n();
  const Title = `h${headingLevel}` as const;
  const rounded = Number.isFinite(rating) ? Math.round(rating * 10) / 10 : 0;
  return (
    <div className={styles.root}>
      <div className={styles.media}>
        {playable(introVideo) ? (
          // biome-ignore lint/a11y/useMediaCaption: the intro video comes without a captions track from the API.
          <video
            className={styles.picture}
            src={introVideo}
            poster={image}
            controls
            preload="none"
            playsInline
            width={WIDTH}
            height={HEIGHT}
            aria-label={t('course.introVideo')}
          />
        ) : (
          <img
            className={styles.picture}
            src={image}
            alt=""
            width={WIDTH}
            height={HEIGHT}
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.category}>
            <span className={visuallyHidden}>{t('course.category')}: </span>
            {category}
          </span>
          <span className={styles.rating}>
            <RatingStars value={rating} size="md" />
            <span aria-hidden="true">{format.number(rounded)}</span>
          </span>
        </div>
        <Title className={styles.title}>{title}</Title>
        <div className={styles.people}>
          <span className={styles.instructor}>
            {instructor.image ? (
              <img className={styles.avatar} src={instructor.image} alt="" width={40} height={40} decoding="async" />
            ) : null}
            <span>
              <span className={styles.label}>{t('course.instructor')}</span>
              <span className={styles.name}>{instructor.name}</span>
            </span>
          </span>
          {format.date(createdAt, '') ? (
            <span className={styles.date}>{t('course.createdOn', { date: format.date(createdAt, '') })}</span>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * The header's place while the course loads: the picture's 16:9 box and three lines. The box holds the
 * course picture already when it is known before the course (`image`: see EarlyPicture).
 */
export function CourseHeroSkeleton({ image }: { image?: string | undefined }) {
  return (
    <div className={styles.root} aria-hidden="true">
      <div className={`${styles.media} ${styles.skeletonBlock}`} data-early-image="">
        <EarlyPicture image={image} className={styles.picture} width={WIDTH} height={HEIGHT} />
      </div>
      <div className={styles.body}>
        <div className={`${styles.skeletonLine} ${styles.short}`} />
        <div className={`${styles.skeletonLine} ${styles.tall}`} />
        <div className={styles.skeletonLine} />
      </div>
    </div>
  );
}
