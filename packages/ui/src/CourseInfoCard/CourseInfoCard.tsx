import { useI18n } from '@dars/i18n';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { parseClock } from '../clock';
import { FavoriteButton } from '../FavoriteButton';
import { Icon } from '../icons';
import { Price } from '../Price';
import { Spinner } from '../Spinner';
import * as styles from './CourseInfoCard.css';

export interface CourseInfoCardProps {
  free: boolean;
  price: number;
  priceBefore: number;
  currency: string;
  /** hh:mm:ss */
  duration: string;
  language: string;
  students: number;
  sections: number;
  videos: number;
  subscribe: { busy: boolean; onSubscribe: () => void };
  /** A paid course: add to cart. */
  cart?: { busy: boolean; added: boolean; onAdd: () => void };
  /** A signed-in student: the heart. */
  favorite?: { active: boolean; busy: boolean; onToggle: () => void };
}

/**
 * The card of a course the learner has not subscribed to (spec section 2): the price ('free' for a free
 * course), the course's facts, subscribe, add to cart for a paid course and the heart for a student.
 * A busy button keeps its size and ignores presses.
 */
export function CourseInfoCard({
  free,
  price,
  priceBefore,
  currency,
  duration,
  language,
  students,
  sections,
  videos,
  subscribe,
  cart,
  favorite,
}: CourseInfoCardProps) {
  const { t, plural, format } = useI18n();
  const seconds = parseClock(duration);
  const facts: [ReactNode, string, string][] = [
    [
      <ClockIcon key="i" />,
      t('course.duration'),
      t('course.durationValue', {
        hours: format.number(Math.floor(seconds / 3600)),
        minutes: format.number(Math.round((seconds % 3600) / 60)),
      }),
    ],
    [<GlobeIcon key="i" />, t('course.language'), language],
    [<PeopleIcon key="i" />, t('course.students'), plural('count.students', students)],
    [<LayersIcon key="i" />, t('course.sections'), format.number(sections)],
    [<PlayIcon key="i" />, t('course.videos'), format.number(videos)],
  ];
  return (
    <section className={styles.card} aria-labelledby="course-info-title">
      <div className={styles.top}>
        <h2 id="course-info-title" className={styles.title}>
          {t('course.price')}
        </h2>
        {favorite ? <FavoriteButton {...favorite} /> : null}
      </div>
      <Price free={free} amount={price} before={priceBefore} currency={currency} />
      <div className={styles.actions}>
        <Button fullWidth loading={subscribe.busy} onClick={subscribe.onSubscribe}>
          {t('course.subscribe')}
        </Button>
        {cart ? (
          <Button
            fullWidth
            variant="secondary"
            aria-busy={cart.busy || undefined}
            aria-disabled={cart.busy || cart.added || undefined}
            onClick={() => {
              if (!cart.busy && !cart.added) cart.onAdd();
            }}
          >
            {cart.busy ? <Spinner size="sm" decorative /> : <CartIcon />}
            {cart.added ? t('course.inCart') : t('course.addToCart')}
          </Button>
        ) : null}
      </div>
      <h3 className={styles.factsTitle}>{t('course.facts')}</h3>
      <dl className={styles.facts}>
        {facts.map(([icon, label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>
              <span className={styles.factIcon} aria-hidden="true">
                {icon}
              </span>
              {label}
            </dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const ClockIcon = () => (
  <Icon width={18} height={18}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
const GlobeIcon = () => (
  <Icon width={18} height={18}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.6 2.5 14.4 0 17M12 3.5c-2.5 2.6-2.5 14.4 0 17" />
  </Icon>
);
const PeopleIcon = () => (
  <Icon width={18} height={18}>
    <circle cx="9" cy="8.5" r="3" />
    <path d="M3.5 19c.6-3 2.8-4.5 5.5-4.5s4.9 1.5 5.5 4.5M15.5 5.7a3 3 0 0 1 0 5.6M17.5 14.8c1.5.6 2.6 2 3 4.2" />
  </Icon>
);
const LayersIcon = () => (
  <Icon width={18} height={18}>
    <path d="m12 4 8.5 4.5L12 13 3.5 8.5zM3.5 12.5 12 17l8.5-4.5M3.5 16.5 12 21l8.5-4.5" />
  </Icon>
);
const PlayIcon = () => (
  <Icon width={18} height={18}>
    <rect x="3.5" y="5" width="17" height="14" rx="2.5" />
    <path d="M10.5 9.5v5l4-2.5z" fill="currentColor" />
  </Icon>
);
const CartIcon = () => (
  <Icon width={18} height={18}>
    <path d="M3.5 4.5h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h7.6a1.5 1.5 0 0 0 1.5-1.1l1.4-6.3H6.4" />
    <circle cx="9.5" cy="19.5" r="1.2" />
    <circle cx="17" cy="19.5" r="1.2" />
  </Icon>
);
