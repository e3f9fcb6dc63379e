import { useI18n } from '@dars/i18n';
import {
  Alert,
  Button,
  EmptyState,
  Link,
  ListError,
  PageHeader,
  Stack,
  useFailedWriteWords,
  visuallyHidden,
} from '@dars/ui';
import { CartItem, CartSummary, CouponBox } from '@dars/ui/Cart';
import { useEffect, useRef } from 'react';
import { useCheckout } from '../../checkout/useCheckout';
import { href, type ScreenProps } from '../../paths';
import { useAppInfo } from '../../useAppInfo';
import { useTabDraft } from '../draft';
import * as styles from './CartScreen.css';
import { useCart } from './useCart';

/**
 * /cart (spec sections 2, 3, 4, 7, 8): the student's courses, each removable, beside the summary
 * (subtotal, discount when above 0, tax with its percentage, total, two decimals), the coupon box and pay now,
 * which pays for the first course in the cart through the one checkout. Empty: 'the cart is completely
 * empty' and the way to the catalogue; a failed load: 'failed to load the cart' with a retry.
 */
export default function CartScreen({ title }: ScreenProps) {
  const { t } = useI18n();
  const { info } = useAppInfo();
  const { view, coupon, cart, couponActor } = useCart();
  const checkout = useCheckout();
  const currency = view.courses[0]?.currency?.trim() || info?.currency?.trim() || 'EGP';
  const first = view.courses[0];
  const focus = useRemovalFocus(
    view.courses.map((c) => c.id),
    view.status,
  );

  // A coupon code typed and not yet applied survives the session ending (log in, come back) and a reload.
  useTabDraft(
    'coupon',
    { code: coupon.code },
    { ready: view.status === 'ready', sent: coupon.appliedCode !== null },
    (_, value) => couponActor.send({ type: 'coupon.type', value }),
  );

  const failedWrite = useFailedWriteWords();
  const couponError = coupon.failure
    ? failedWrite(
        coupon.failure.message ||
          (coupon.failure.kind === 'add' ? t('cart.couponApplyFailed') : t('cart.couponRemoveFailed')),
      )
    : null;

  return (
    <div className={styles.page}>
      <PageHeader title={t(title)} titleId="cart-title" />
      {view.status === 'loading' ? <CartSkeleton /> : null}
      {view.status === 'failed' ? (
        <ListError message={t('cart.loadFailed')} onRetry={() => cart.send({ type: 'cart.retry' })} />
      ) : null}
      {view.status === 'empty' ? (
        <EmptyState title={t('cart.empty')} action={<Link href={href('courses', {})}>{t('cart.browse')}</Link>} />
      ) : null}
      {view.status === 'ready' && view.prices ? (
        <div className={styles.layout}>
          <section aria-labelledby="cart-items">
            <h2 id="cart-items" className={visuallyHidden} tabIndex={-1} ref={focus.headingRef}>
              {t('cart.items')}
            </h2>
            <ul className={styles.items}>
              {view.courses.map((course, index) => (
                <li key={course.id} ref={(element) => focus.rowRef(course.id, element)}>
                  <CartItem
                    course={course}
                    href={href('course', { slug: course.slug })}
                    currency={info?.currency}
                    removing={view.removingId === course.id}
                    removeFailed={view.removeFailedId === course.id}
                    onRemove={() => cart.send({ type: 'cart.remove', courseId: course.id })}
                    imageLoading={index < 2 ? 'eager' : 'lazy'}
                  />
                </li>
              ))}
            </ul>
          </section>
          <div className={styles.aside}>
            <CartSummary
              headingId="cart-summary"
              prices={view.prices}
              currency={currency}
              updating={view.pricesUpdating}
              stale={
                view.pricesFailed ? (
                  <Alert tone="warning">
                    <Stack gap={2}>
                      <span>{t('cart.pricesStale')}</span>
                      <Button variant="secondary" onClick={() => cart.send({ type: 'cart.refreshPrices' })}>
                        {t('cart.pricesRetry')}
                      </Button>
                    </Stack>
                  </Alert>
                ) : null
              }
              coupon={
                <CouponBox
                  code={coupon.code}
                  appliedCode={coupon.appliedCode}
                  canApply={coupon.canApply}
                  busy={coupon.busy}
                  error={couponError}
                  onType={(value) => couponActor.send({ type: 'coupon.type', value })}
                  onApply={() => couponActor.send({ type: 'coupon.apply' })}
                  onRemove={() => couponActor.send({ type: 'coupon.remove' })}
                />
              }
              action={
                <Stack gap={2}>
                  <Button
                    fullWidth
                    loading={checkout.busy}
                    aria-describedby="cart-pay-hint"
                    onClick={() =>
                      checkout.pay(first ? { invoice_type: 'course_subscription', course_id: first.id } : null)
                    }
                  >
                    {t('cart.payNow')}
                  </Button>
                  {first ? (
                    <p id="cart-pay-hint" className={styles.payHint}>
                      {t('cart.payNowHint', { title: first.title.trim() })}
                    </p>
                  ) : null}
                </Stack>
              }
            />
          </div>
        </div>
      ) : null}
      {checkout.element}
    </div>
  );
}

/** The loading cart: three rows and the summary, each the size of what comes. */
function CartSkeleton() {
  const { t } = useI18n();
  return (
    <div className={styles.layout} aria-busy="true">
      <span className={visuallyHidden} role="status">
        {t('common.loading')}
      </span>
      <div className={styles.items} aria-hidden="true">
        <div className={styles.skeletonRow} />
        <div className={styles.skeletonRow} />
        <div className={styles.skeletonRow} />
      </div>
      <div className={styles.skeletonSummary} aria-hidden="true" />
    </div>
  );
}

/**
 * Where focus goes when a row it was in leaves: the remove button of the row now in its place (or the
 * last), so the student goes on from there; the empty cart's message when none is left. Never the body.
 */
function useRemovalFocus(ids: number[], status: string) {
  const rows = useRef(new Map<number, HTMLElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef(ids);
  useEffect(() => {
    const before = previous.current;
    previous.current = ids;
    const gone = before.findIndex((id) => !ids.includes(id));
    if (gone < 0 || before.length === ids.length) return;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    if (status === 'empty') {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading?.focus();
      return;
    }
    const next = ids[Math.min(gone, ids.length - 1)];
    const button = next === undefined ? null : rows.current.get(next)?.querySelector<HTMLElement>('button');
    (button ?? headingRef.current)?.focus();
  }, [ids, status]);
  return {
    headingRef,
    rowRef: (id: number, element: HTMLElement | null) => {
      if (element) rows.current.set(id, element);
      else rows.current.delete(id);
    },
  };
}
