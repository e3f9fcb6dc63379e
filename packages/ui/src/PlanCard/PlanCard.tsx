import { useI18n } from '@dars/i18n';
import { Button } from '../Button';
import * as buttonStyles from '../Button/Button.css';
import { EarlyPicture } from '../earlyPicture';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { Price } from '../Price';
import { SafeHtml } from '../SafeHtml';
import * as styles from './PlanCard.css';

/** The fields of a plan the card shows (an api Plan is assignable). */
export interface PlanSummary {
  id: number;
  title: string;
  description: string;
  image: string;
  final_price: number;
  price_before_discount: number;
  /** percent */
  discount: number;
  duration_per_month: number;
  courses_limit: number;
  /** The price of a renewal, when the server gives it. */
  renewal_price?: number;
}

export interface PlanCardProps {
  plan: PlanSummary;
  currency: string;
  /** Where choosing the plan leads (/packages), when the card links there… */
  href?: string;
  /** …or the button that pays for it (subscribe, or renew for the current plan). */
  action?: { label: string; busy: boolean; onAction: () => void };
  /** The student's current plan: marked, with its status. */
  current?: { status: string };
  headingLevel?: 2 | 3 | 4;
  imageLoading?: 'lazy' | 'eager';
}

/** A subscription plan: image, title, description, price (with the earlier price and the discount), duration, courses included, and a link to choose it. */
export function PlanCard({
  plan,
  currency,
  href,
  action,
  current,
  headingLevel = 3,
  imageLoading = 'lazy',
}: PlanCardProps) {
  const { t, plural, format } = useI18n();
  const titleId = `plan-${plan.id}-title`;
  return (
    <article className={current ? `${styles.card} ${styles.current}` : styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {plan.image ? (
          <img
            className={styles.image}
            src={plan.image}
            alt=""
            width={320}
            height={200}
            loading={imageLoading}
            decoding="async"
          />
        ) : null}
        {plan.discount > 0 ? (
          <span className={styles.badge}>{t('plan.discount', { percent: format.number(plan.discount) })}</span>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading level={headingLevel} size={3} id={titleId} className={styles.title}>
          {plan.title}
        </Heading>
        {current ? (
          <p className={styles.currentMark}>
            <span>{t('plan.current')}</span>
            <span className={styles.currentStatus}>{current.status}</span>
          </p>
        ) : null}
        {plan.description ? <SafeHtml html={plan.description} className={styles.description} /> : null}
        <Price free={false} amount={plan.final_price} before={plan.price_before_discount} currency={currency} />
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t('homePage.planDuration')}</dt>
          <dd className={styles.factValue}>{plural('count.months', plan.duration_per_month)}</dd>
          <dt className={styles.factName}>{t('homePage.planCourses')}</dt>
          <dd className={styles.factValue}>
            {t('homePage.planCoursesCount', { count: format.number(plan.courses_limit) })}
          </dd>
          {plan.renewal_price !== undefined && plan.renewal_price > 0 ? (
            <>
              <dt className={styles.factName}>{t('plan.renewalPrice')}</dt>
              <dd className={styles.factValue}>{format.price(plan.renewal_price, currency)}</dd>
            </>
          ) : null}
        </dl>
        {action ? (
          <Button
            className={styles.action}
            variant={current ? 'secondary' : 'primary'}
            loading={action.busy}
            onClick={action.onAction}
            aria-describedby={titleId}
          >
            {action.label}
          </Button>
        ) : href ? (
          <Link
            href={href}
            variant="plain"
            className={`${buttonStyles.variants.primary} ${styles.action}`}
            aria-describedby={titleId}
          >
            {t('homePage.planChoose')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/**
 * A plan card while the plans load: its size, and the picture box of a card. `early` marks the first
 * card's box for boot (app/boot); `image` is the first plan's picture when known before the plans (see
 * EarlyPicture).
 */
export function PlanCardSkeleton({ early = false, image }: { early?: boolean; image?: string | undefined }) {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.media} {...(early ? { 'data-early-image': '' } : {})}>
        <EarlyPicture image={image} className={styles.image} width={320} height={200} />
      </div>
    </div>
  );
}
