import { useI18n } from '@dars/i18n';
import { type FocusEvent, type HTMLAttributes, type KeyboardEvent, useId } from 'react';
import { DirectionalArrow } from '../Carousel/arrows';
import { Spinner } from '../Spinner';
import * as styles from './BannerCarousel.css';

export interface BannerItem {
  image: string;
  title: string;
  description: string;
}

export interface BannerCarouselProps {
  banners: BannerItem[];
  /** The banner shown. */
  index: number;
  /** The banner fading out while `index` fades in (null when still). */
  previous?: number | null;
  /** Still loading: a spinner in the banner's box. */
  loading?: boolean;
  /** The banners could not be loaded: the box stays, quiet (the failure is only logged). */
  failed?: boolean;
  /** Advancing by itself: the pause button says pause; otherwise play. */
  playing?: boolean;
  /** The user pressed pause. */
  stopped?: boolean;
  onPrevious(): void;
  onNext(): void;
  onGoTo(index: number): void;
  onTogglePlay?(): void;
  /** The pointer entered or left. */
  onHoverChange?(active: boolean): void;
  /** Focus entered or left. */
  onFocusChange?(active: boolean): void;
}

/**
 * The home page's banner carousel: one banner at a time in a box of fixed aspect ratio, the new one
 * fading in over the one leaving; previous and next on each side (mirrored in Arabic), a dot per banner
 * and a pause button along the bottom; the arrow keys step it. The first banner's image loads eagerly
 * with high priority (it is the page's largest paint); the others lazily.
 */
export function BannerCarousel({
  banners,
  index,
  previous = null,
  loading = false,
  failed = false,
  playing = false,
  stopped = false,
  onPrevious,
  onNext,
  onGoTo,
  onTogglePlay,
  onHoverChange,
  onFocusChange,
}: BannerCarouselProps) {
  const { t, dir } = useI18n();
  const id = useId();
  const label = t('home.bannerLabel');

  if (loading || failed || banners.length === 0) {
    return (
      <section className={styles.root} aria-label={label} aria-busy={loading || undefined}>
        {loading ? <EarlySlide /> : null}
        <div className={styles.center}>
          {loading ? <Spinner size="lg" /> : failed ? null : <p>{t('empty.noData')}</p>}
        </div>
      </section>
    );
  }

  const total = banners.length;
  const current = Math.min(Math.max(0, index), total - 1);
  const shown = previous !== null && previous !== current && previous < total ? [previous, current] : [current];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const forward = (event.key === 'ArrowRight') === (dir === 'ltr');
    if (forward) onNext();
    else onPrevious();
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusChange?.(false);
  };

  return (
    <section
      className={styles.root}
      aria-roledescription={t('cards.carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => onHoverChange?.(true)}
      onPointerLeave={() => onHoverChange?.(false)}
      onFocus={() => onFocusChange?.(true)}
      onBlur={onBlur}
    >
      <div id={id} className={styles.slides} aria-live={playing ? 'off' : 'polite'}>
        {shown.map((i) => (
          <Slide
            key={i}
            banner={banners[i] as BannerItem}
            first={i === 0}
            className={i === current && shown.length > 1 ? `${styles.slide} ${styles.entering}` : styles.slide}
            aria-roledescription={t('homePage.bannerSlide')}
            aria-label={t('homePage.bannerDot', { index: i + 1, total })}
            aria-hidden={i === current ? undefined : true}
          />
        ))}
      </div>
      {total > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowBack}`}
            aria-label={t('homePage.bannerPrevious')}
            aria-controls={id}
            onClick={onPrevious}
          >
            <DirectionalArrow to="back" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowForward}`}
            aria-label={t('homePage.bannerNext')}
            aria-controls={id}
            onClick={onNext}
          >
            <DirectionalArrow to="forward" />
          </button>
          <div className={styles.bar}>
            {onTogglePlay ? (
              <button
                type="button"
                className={styles.pause}
                aria-label={stopped ? t('homePage.bannerPlay') : t('homePage.bannerPause')}
                onClick={onTogglePlay}
              >
                <PlayPauseIcon paused={stopped} />
              </button>
            ) : null}
            <ul className={styles.dots} aria-label={t('homePage.bannerDots')}>
              {banners.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position.
                <li key={i}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-label={t('homePage.bannerDot', { index: i + 1, total })}
                    aria-current={i === current ? 'true' : undefined}
                    aria-controls={id}
                    onClick={() => onGoTo(i)}
                  />
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : null}
    </section>
  );
}

function PlayPauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false" fill="currentColor">
      {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
    </svg>
  );
}

type SlideProps = HTMLAttributes<HTMLElement> & {
  banner: BannerItem;
  /** The first banner: its image loads at once and first (the page's largest paint); the others lazily. */
  first: boolean;
  /** The hidden slide boot fills in (EarlySlide): its fields marked for it, the description kept. */
  early?: boolean;
};

/** One banner: its image, and its caption (title, and description when it has one). */
function Slide({ banner, first, early = false, ...figure }: SlideProps) {
  return (
    <figure {...figure}>
      <img
        className={styles.image}
        src={banner.image || undefined}
        alt=""
        width={1440}
        height={480}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
      />
      <figcaption className={styles.caption}>
        <p className={styles.title} {...(early ? { 'data-early-text': 'title' } : {})}>
          {banner.title}
        </p>
        {banner.description || early ? (
          <p
            className={styles.description}
            {...(early ? { 'data-early-text': 'description', 'data-early-optional': '' } : {})}
          >
            {banner.description}
          </p>
        ) : null}
      </figcaption>
    </figure>
  );
}

const NO_BANNER: BannerItem = { image: '', title: '', description: '' };

/**
 * The first slide as boot fills it in the prerendered page (`[data-early-banner]`: app/boot draw.ts) when
 * the banners call it starts answers before the app has loaded: the first banner's image, title and
 * description. Hidden until then, and in every render of the app itself.
 */
function EarlySlide() {
  return (
    <Slide
      banner={NO_BANNER}
      first
      early
      className={`${styles.slide} ${styles.earlySlide}`}
      data-early-banner=""
      hidden
    />
  );
}
