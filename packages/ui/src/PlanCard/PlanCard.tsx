import { useI18n } from '@dars/i18n';
import * as buttonStyles from '../Button/Button.css';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { Price } from '../Price';
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
}

export interface PlanCardProps {
  plan: PlanSummary;
  currency: string;
  /** Where choosing the plan leads (/packages). */
  href: string;
  headingLevel?: 2 | 3 | 4;
}

/** A subscription plan: image, title, description, price (with the earlier price and the discount), duration, courses included, and a link to choose it. */
export function PlanCard({ plan, currency, href, headingLevel = 3 }: PlanCardProps) {
  const { t, plural, format } = useI18n();
  const titleId = `plan-${plan.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {plan.image ? (
          <img
            className={styles.image}
            src={plan.image}
            alt=""
            width={320}
            height={200}
            loading="lazy"
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
        {plan.description ? <p className={styles.description}>{plan.description}</p> : null}
        <Price free={false} amount={plan.final_price} before={plan.price_before_discount} currency={currency} />
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t('homePage.planDuration')}</dt>
          <dd className={styles.factValue}>{plural('count.months', plan.duration_per_month)}</dd>
          <dt className={styles.factName}>{t('homePage.planCourses')}</dt>
          <dd className={styles.factValue}>
            {t('homePage.planCoursesCount', { count: format.number(plan.courses_limit) })}
          </dd>
        </dl>
        <Link
          href={href}
          variant="plain"
          className={`${buttonStyles.variants.primary} ${styles.action}`}
          aria-describedby={titleId}
        >
          {t('homePage.planChoose')}
        </Link>
      </div>
    </article>
  );
}
